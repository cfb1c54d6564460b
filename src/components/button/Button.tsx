import type { ButtonHTMLAttributes } from 'react';
import '../kit.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
}

/** The kit's button. Type 'button' unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  const classes = ['kit-button', `kit-button--${variant}`, `kit-button--${size}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} {...props} />;
}
