import { FormMessage } from '@fitness/ui';

/** The texts a dialog shows when its call failed (the dialog stays open, nothing typed is lost). */
export const SAVE_FAILED = 'Could not save — try again';
export const DELETE_FAILED = 'Could not delete — try again';

/** The small inline note a failed call leaves in its dialog (an always-present live region). */
export function SaveFailed({ failed, text = SAVE_FAILED }: { failed: boolean; text?: string }) {
  return <FormMessage tone="error">{failed ? text : null}</FormMessage>;
}
