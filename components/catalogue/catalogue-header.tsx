import type { ReactNode } from 'react';
import styles from './catalogue-header.module.scss';

/** The opening of a catalogue list: eyebrow, title, lede and what the list holds. */
export function CatalogueHeader({
  eyebrow,
  title,
  lede,
  aside,
  children,
}: {
  eyebrow: string;
  title: string;
  lede?: string;
  aside?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className={styles.header}>
      <div className={styles.text}>
        <p className={styles.eyebrow}>{eyebrow}</p>
        <h1 className={styles.title}>{title}</h1>
        {lede && <p className={styles.lede}>{lede}</p>}
      </div>
      {aside && <div className={styles.aside}>{aside}</div>}
      {children}
    </header>
  );
}
