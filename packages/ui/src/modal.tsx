import { useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './button';
import { CloseIcon } from './icons';
import { useFocusTrap } from './use-focus-trap';

export interface ModalProps {
  /** Whether the dialog is shown. The caller owns this state. */
  open: boolean;
  /** Called on Cancel, the close (×) button, Esc, or a click on the backdrop. */
  onClose: () => void;
  /** Optional header text; it also names the dialog. Without it, pass `label`. */
  title?: ReactNode;
  /** Accessible name when there is no visible `title` (e.g. "Walkthrough"). */
  label?: string;
  children?: ReactNode;
  /** Called by the Confirm button. When the dialog is a form, Confirm submits it instead (see `onSubmit`). */
  onConfirm?: () => void;
  /** Render the body as a `<form>`: Enter and Confirm both call this. */
  onSubmit?: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  hideConfirm?: boolean;
  hideCancel?: boolean;
  /** Disable Confirm (e.g. while saving). */
  confirmDisabled?: boolean;
  confirmVariant?: 'primary' | 'danger';
  /** Large layout variant (wider, taller body) for charts and the workout log. */
  size?: 'default' | 'large';
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Extra content placed in the footer before Cancel/Confirm. */
  footerStart?: ReactNode;
  /** Keep the close (×) button in the header; on by default when there is a header. */
  showCloseButton?: boolean;
}

/**
 * The generic modal dialog: optional header, Confirm and Cancel (each can be hidden), a large variant.
 * Focus moves in when it opens, Tab stays inside, Esc closes, and focus returns to the opener.
 */
export function Modal(props: ModalProps) {
  if (!props.open) return null;
  return createPortal(<ModalContent {...props} />, document.body);
}

function ModalContent({
  onClose,
  title,
  label,
  children,
  onConfirm,
  onSubmit,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  hideConfirm = false,
  hideCancel = false,
  confirmDisabled = false,
  confirmVariant = 'primary',
  size = 'default',
  role = 'dialog',
  footerStart,
  showCloseButton = true,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  const bodyId = useId();
  useFocusTrap(dialogRef, true, onClose);

  const hasFooter = !hideConfirm || !hideCancel || footerStart !== undefined;
  const footer = hasFooter ? (
    <div className="ui-modal__footer">
      {footerStart}
      {!hideCancel && (
        <Button variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
      )}
      {!hideConfirm && (
        <Button variant={confirmVariant} type={onSubmit ? 'submit' : 'button'} disabled={confirmDisabled} onClick={onSubmit ? undefined : onConfirm}>
          {confirmLabel}
        </Button>
      )}
    </div>
  ) : null;

  const body = (
    <>
      <div className="ui-modal__body" id={bodyId}>
        {children}
      </div>
      {footer}
    </>
  );

  return (
    <div
      className="ui-modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role={role}
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-label={title ? undefined : label}
        tabIndex={-1}
        className="ui-modal"
        data-size={size}
      >
        {title !== undefined && (
          <div className="ui-modal__header">
            <h2 id={titleId} className="ui-modal__title">
              {title}
            </h2>
            {showCloseButton && (
              <button type="button" className="ui-icon-button" aria-label="Close" onClick={onClose}>
                <CloseIcon />
              </button>
            )}
          </div>
        )}
        {onSubmit ? (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!confirmDisabled) onSubmit();
            }}
          >
            {body}
          </form>
        ) : (
          body
        )}
      </div>
    </div>
  );
}
