import type { MeasurementType } from '@fitness/domain';
import { useMeasurements } from '@fitness/api-client';
import { useAddMeasurements } from '../api/use-add-measurements';
import { useDeleteMeasurements } from '../api/use-delete-measurements';
import { MeasurementsDialogView, type MeasurementsState } from './measurements-dialog-view';
import type { NewMeasurements, SaveOutcome } from './measurements-form';

export interface MeasurementsDialogProps {
  open: boolean;
  type: MeasurementType;
  /** Today in the user's time zone: the form's first date. */
  today: string;
  onClose: () => void;
}

/** The body measurements dialog, wired to the API; its code and data load when it first opens. */
export function MeasurementsDialog(props: MeasurementsDialogProps) {
  return props.open ? <OpenMeasurements {...props} /> : null;
}

/** The API's reason for a refused save (e.g. "Waist must be between 30 and 300 cm"); a failed call has none. */
function reasonOf(error: unknown): string {
  const status = (error as { data?: { httpStatus?: number } } | null)?.data?.httpStatus;
  return status === 400 && error instanceof Error ? error.message : '';
}

function OpenMeasurements({ type, today, onClose }: MeasurementsDialogProps) {
  const list = useMeasurements();
  const add = useAddMeasurements();
  const remove = useDeleteMeasurements();

  const state: MeasurementsState = list.isPending
    ? { status: 'loading' }
    : list.isError
      ? { status: 'error', onRetry: () => void list.refetch() }
      : { status: 'ready', entries: list.data };

  const save = async (values: NewMeasurements): Promise<SaveOutcome> => {
    try {
      await add.mutateAsync(values);
      return { ok: true };
    } catch (error) {
      console.error('Error saving measurements', error);
      return { ok: false, message: reasonOf(error) };
    }
  };

  const deleteEntry = async ({ id }: { id: string }) => {
    try {
      await remove.mutateAsync({ id });
      return true;
    } catch (error) {
      console.error('Error deleting measurements', error);
      return false;
    }
  };

  return <MeasurementsDialogView state={state} type={type} today={today} onClose={onClose} onSave={save} onDelete={deleteEntry} />;
}
