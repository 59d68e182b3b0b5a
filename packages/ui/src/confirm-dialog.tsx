import type { ReactNode } from 'react';
import { Modal } from './modal';

export interface ConfirmDialogProps {
  open: boolean;
  /** Header, e.g. "Delete weight". */
  title: string;
  /** The question, e.g. "Delete the entry for 2024-05-01?" */
  children?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Confirm button text; defaults to "Delete". */
  confirmLabel?: string;
  cancelLabel?: string;
  /** Disables Confirm while the action runs. */
  busy?: boolean;
  /** Danger (red) by default, since most confirmations delete something. */
  tone?: 'danger' | 'primary';
}

/** A yes/no confirmation (an `alertdialog`) built on Modal. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog({
  open,
  title,
  children,
  onConfirm,
  onCancel,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  busy = false,
  tone = 'danger',
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      role="alertdialog"
      onConfirm={onConfirm}
      confirmLabel={confirmLabel}
      cancelLabel={cancelLabel}
      confirmDisabled={busy}
      confirmVariant={tone}
      showCloseButton={false}
    >
      {children}
    </Modal>
  );
}
