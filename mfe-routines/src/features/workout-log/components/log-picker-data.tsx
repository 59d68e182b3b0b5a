import { createContext, useContext, type ReactNode } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useApiPickerData } from '../../exercise-picker/api/use-api-picker-data';
import { NO_PICKER_DATA, type PickerData } from '../../exercise-picker/hooks/picker-data';

// The exercise picker's data (custom exercises, recent names, saving), read once for the whole log and
// not by each card's picker: ten cards made twenty query observers as the log opened (issue #52).
const LogPickerData = createContext<PickerData>(NO_PICKER_DATA);

/** What each card's exercise picker searches and saves with. */
export const useLogPickerData = () => useContext(LogPickerData);

/** Reads the picker's data for the cards inside; without the API's providers (a story, a bare test) the catalogue alone. */
export function LogPickerDataProvider({ children }: { children: ReactNode }) {
  const withApi = useContext(QueryClientContext) !== undefined;
  return withApi ? <WithApi>{children}</WithApi> : children;
}

function WithApi({ children }: { children: ReactNode }) {
  return <LogPickerData value={useApiPickerData()}>{children}</LogPickerData>;
}
