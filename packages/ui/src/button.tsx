import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'danger';
}

/** The app's button: 44 px touch target, visible focus ring. */
export function Button({ variant = 'primary', type = 'button', className, ...props }: ButtonProps) {
  return <button type={type} data-variant={variant} className={['ui-button', className].filter(Boolean).join(' ')} {...props} />;
}
