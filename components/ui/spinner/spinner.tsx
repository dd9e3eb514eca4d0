import clsx from 'clsx';
import styles from './spinner.module.scss';

/** A quiet busy indicator; `label` is announced to screen readers. */
export function Spinner({
  label,
  size = 18,
  className,
}: {
  label: string;
  size?: number;
  className?: string;
}) {
  return (
    <span
      role="status"
      className={clsx(styles.spinner, className)}
      style={{ width: size, height: size }}
    >
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
