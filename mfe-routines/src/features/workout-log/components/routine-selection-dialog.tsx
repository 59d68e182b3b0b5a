import { ROUTINE_SELECTION_TITLE } from '@fitness/domain';
import { Button, Modal } from '@fitness/ui';
import { LOG_TEXT } from '../log-text';
import { LogLoadError, LogSkeleton } from './log-states';

type RoutineSelectionState =
  | { status: 'loading' }
  | { status: 'error'; onRetry: () => void }
  | { status: 'ready'; routines: readonly { id: string; name: string }[] };

export interface RoutineSelectionDialogProps {
  state: RoutineSelectionState;
  /** An unsaved log of an earlier day, offered first (never applied without asking). */
  draftOffer?: { label: string; onResume: () => void };
  onPick: (routineId: string) => void;
  onScratch: () => void;
  onClose: () => void;
}

/** How today's log starts: from a routine (in the routines' order) or from scratch. */
export function RoutineSelectionDialog({ state, draftOffer, onPick, onScratch, onClose }: RoutineSelectionDialogProps) {
  return (
    // Start from Scratch sits in the footer, in view however many routines the list holds.
    <Modal
      open
      title={ROUTINE_SELECTION_TITLE}
      onClose={onClose}
      hideConfirm
      footerStart={
        <Button variant="secondary" onClick={onScratch}>
          {LOG_TEXT.startFromScratch}
        </Button>
      }
    >
      <div className="routine-selection">
        {draftOffer ? (
          <Button className="routine-selection__draft" onClick={draftOffer.onResume}>
            {draftOffer.label}
          </Button>
        ) : null}
        {state.status === 'loading' ? <LogSkeleton /> : null}
        {state.status === 'error' ? <LogLoadError onRetry={state.onRetry} /> : null}
        {state.status === 'ready' ? (
          <>
            {state.routines.length === 0 ? (
              <p className="routine-selection__empty">No routines yet. Start from scratch, or add a routine in Workout Routines.</p>
            ) : null}
            <ul className="routine-selection__list" aria-label="Routines">
              {state.routines.map((routine) => (
                <li key={routine.id}>
                  <Button variant="secondary" onClick={() => onPick(routine.id)}>
                    {routine.name}
                  </Button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
