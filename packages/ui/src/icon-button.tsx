import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'children'> {
  /** Accessible name, required: an icon alone says nothing to a screen reader. Also shown as the hover title. */
  label: string;
  /** The icon (e.g. `<TrashIcon />`). */
  icon: ReactNode;
  variant?: 'plain' | 'primary' | 'danger';
  /** The button element, e.g. to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

/** A square 44 px button that shows only an icon and is named by `label`. */
export function IconButton({ label, icon, variant = 'plain', type = 'button', className, title, ref, ...props }: IconButtonProps) {
  return (
    <button
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      data-variant={variant}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      {...props}
    >
      {icon}
    </button>
  );
}
