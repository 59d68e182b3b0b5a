import { useContext } from 'react';
import { QueryClientContext } from '@tanstack/react-query';
import { useApiPickerData } from '../api/use-api-picker-data';
import { NO_PICKER_DATA } from '../hooks/picker-data';
import { ExercisePickerView, type ExercisePickerProps } from './exercise-picker-view';

export type { ExerciseChosen, ExercisePickerProps } from './exercise-picker-view';

/**
 * The "Exercise" field (issue #49): a name typed as before, and a list of matching exercises to
 * choose from (the catalogue, the user's recent and custom ones first), filtered by muscle and
 * equipment; a name nothing is called can be created as the user's own exercise. Its data comes
 * from the API; stories give the view theirs.
 */
export function ExercisePicker(props: ExercisePickerProps) {
  // The API's hooks need its providers: rendered without them (another component's story or bare test), it searches the catalogue only.
  const withApi = useContext(QueryClientContext) !== undefined;
  return withApi ? <PickerWithApi {...props} /> : <ExercisePickerView {...props} data={NO_PICKER_DATA} />;
}

function PickerWithApi(props: ExercisePickerProps) {
  return <ExercisePickerView {...props} data={useApiPickerData()} />;
}
