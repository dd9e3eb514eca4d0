import clsx from 'clsx';
import styles from './skeleton.module.scss';

/**
 * A quiet placeholder the size of what is on its way (a name, a line): busy for assistive
 * technology, which reads `label`; its size comes from `className`.
 */
export function Skeleton({ label, className }: { label: string; className?: string }) {
  return (
    <span role="status" aria-busy="true" className={clsx(styles.skeleton, className)}>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
