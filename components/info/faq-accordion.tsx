// One question per row; the answer opens below it. Buttons carry aria-expanded and control a
// labelled region, so screen readers announce both the state and the answer.
import clsx from 'clsx';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '@/components/ui/icons/chevron-down-icon';
import type { FaqEntry } from './faq-groups';
import styles from './faq-accordion.module.scss';

export function FaqAccordion({ faqs }: { faqs: FaqEntry[] }) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const base = useId();
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <ul className={styles.list}>
      {faqs.map((faq) => {
        const expanded = open.has(faq.id);
        const buttonId = `${base}-q-${faq.id}`;
        const panelId = `${base}-a-${faq.id}`;
        return (
          <li key={faq.id} className={clsx(styles.item, expanded && styles.open)}>
            <h3 className={styles.heading}>
              <button
                type="button"
                id={buttonId}
                className={styles.question}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(faq.id)}
              >
                <span>{faq.question}</span>
                <ChevronDownIcon size={18} className={styles.chevron} />
              </button>
            </h3>
            <div
              id={panelId}
              role="region"
              aria-labelledby={buttonId}
              className={styles.answer}
              hidden={!expanded}
            >
              {faq.answer.split(/\n{2,}/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
