import { Modal } from '@fitness/ui';
import type { Exercise } from '../types';

/** The read-only notes viewer of one exercise. */
export function NotesDialog({ exercise, onClose }: { exercise: Exercise | null; onClose: () => void }) {
  return (
    <Modal open={exercise !== null} title={exercise ? `Notes: ${exercise.name}` : ''} onClose={onClose} hideConfirm cancelLabel="Close" showCloseButton={false}>
      <p className="routines-notes">{exercise?.notes}</p>
    </Modal>
  );
}
