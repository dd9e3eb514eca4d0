// A bar fixed at the foot of a phone's screen that keeps a page's main action at hand while the
// controls it stands for are out of view (the artwork's buy buttons, the checkout's total and pay
// button). Wide screens never show it: there the controls sit beside the content. While the bar
// is on the page the body keeps room at its foot, so the bar never covers the page's last lines.
// It is part of the page, not of the site's chrome: a web view shows it too.
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styles from './bottom-bar.module.scss';

/** The share of the controls that must be on screen for the bar to step aside. */
const WHOLLY = 0.98;

/**
 * Whether the element is not wholly in the viewport: true until the browser says otherwise, so
 * the server's page already shows the bar (on a phone the controls start below the fold). A
 * button peeking in at the screen's foot does not count: the bar stands in for it until it is
 * all there.
 */
export function useOutOfView(ref: RefObject<HTMLElement | null>): boolean {
  const [away, setAway] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry) setAway(!entry.isIntersecting || entry.intersectionRatio < WHOLLY);
      },
      { threshold: [0, WHOLLY] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return away;
}

/** The room the body keeps at its foot: the bar's height (0 where it is not displayed). */
const SPACE = '--bottom-bar-space';

export function BottomBar({
  label,
  watch,
  summary,
  action,
  testId,
}: {
  /** The region's name, read by assistive technology. */
  label: string;
  /** The in-page controls the bar stands for: while they are wholly in view the bar steps aside. */
  watch: RefObject<HTMLElement | null>;
  /** What the action is about: a price, a status, a total. */
  summary: ReactNode;
  /** The one main action. */
  action: ReactNode;
  testId?: string;
}) {
  const away = useOutOfView(watch);
  const bar = useRef<HTMLElement>(null);
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const body = document.body;
    const observer = new ResizeObserver(() =>
      body.style.setProperty(SPACE, `${element.offsetHeight}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      body.style.removeProperty(SPACE);
    };
  }, []);

  return (
    <section
      ref={bar}
      className={styles.bar}
      aria-label={label}
      data-bottom-bar
      data-visible={away || undefined}
      inert={!away}
      data-testid={testId}
    >
      <div className={styles.summary}>{summary}</div>
      <div className={styles.action}>{action}</div>
    </section>
  );
}
