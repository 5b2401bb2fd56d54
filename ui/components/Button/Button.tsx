import type { AnchorHTMLAttributes, ButtonHTMLAttributes, Ref } from 'react';
import { cx } from '../internal/cx';
import { AppLink } from '../LinkProvider';
import styles from './Button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'md' | 'small';

interface Common {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export type ButtonProps = Common & ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> };
export type ButtonLinkProps = Common & AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

const classes = (variant: ButtonVariant, size: ButtonSize, extra?: string) =>
  cx(styles.root, styles[variant], size === 'small' && styles.small, extra);

/** An action. `variant="link"` is the link-styled button. Defaults to type="button" (never submits by accident). */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} {...rest} className={classes(variant, size, className)} />;
}

/** A navigation that looks like a button. */
export function ButtonLink({ variant = 'primary', size = 'md', className, ...rest }: ButtonLinkProps) {
  return <AppLink {...rest} className={classes(variant, size, className)} />;
}
