import clsx from 'clsx';
import Link from 'next/link';
import type { ButtonHTMLAttributes, ComponentProps } from 'react';
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

export function ButtonLink({
  variant,
  size,
  block,
  className,
  ...rest
}: Common & ComponentProps<typeof Link>) {
  return <Link className={classes({ variant, size, block }, className)} {...rest} />;
}
