// The text of an exhibition or a fair in full: its paragraphs, the first set as the lead.
import styles from './exhibition-pages.module.scss';

export function ExhibitionEssay({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className={styles.essay}>
      {paragraphs.map((paragraph, index) => (
        <p key={paragraph} className={index === 0 ? styles.lead : undefined}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
