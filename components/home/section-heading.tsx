import Link from 'next/link';
import { ArrowRightIcon } from '@/components/ui/icons/arrow-right-icon';
import styles from './section-heading.module.scss';

/** A section's title with an optional "see all" link, over a hairline. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  link,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  link?: { href: string; label: string };
}) {
  return (
    <div className={styles.heading}>
      <div>
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      </div>
      {link && (
        <Link href={link.href} className={styles.link}>
          {link.label}
          <ArrowRightIcon size={16} />
        </Link>
      )}
    </div>
  );
}
