import type { Page } from '@playwright/test';

/**
 * The layout shifts without recent input since the page began, summed after `settleMs` more (the
 * CLS of a short visit; the target is 0.05 or less).
 */
export async function layoutShift(page: Page, settleMs = 500): Promise<number> {
  return page.evaluate(
    (settle) =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), settle);
      }),
    settleMs,
  );
}
