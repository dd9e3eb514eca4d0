import clsx from 'clsx';
import { Link, type LinkProps } from '@/components/ui/link/link';
import type { ButtonHTMLAttributes } from 'react';
import styles from './button.module.scss';

type Variant = 'primary' | 'secondary' | 'text';
type Size = 'md' | 'lg';

interface Common {
  variant?: Variant;
  size?: Size;
  block?: boolean;
}

function classes({ variant = 'primary', size = 'md', block }: Common, className?: string) {
  return clsx(styles.button, styles[variant], styles[size], block && styles.block, className);
}

export function Button({
  variant,
  size,
  block,
  className,
  type = 'button',
  ...rest
}: Common & ButtonHTMLAttributes<HTMLButtonElement>) {
  return <button type={type} className={classes({ variant, size, block }, className)} {...rest} />;
}

export function ButtonLink({ variant, size, block, className, ...rest }: Common & LinkProps) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
