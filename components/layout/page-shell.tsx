// The page frame: header, page, footer by the layout rules of SPEC §2, with an inner error
// boundary so a broken page keeps the header and footer. The footer is rendered on the server
// like the rest but hydrated when its code arrives, after the first load (ADR 0016).
import { useRouter } from 'next/router';
import type { ReactNode } from 'react';
import { LazyErrorView } from '@/components/error/lazy-error-view';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { useTranslation } from '@/hooks/use-translation';
import { useViewportHeight } from '@/hooks/use-viewport-height';
import { lazyHydrated } from '@/components/ui/lazy/lazy-part';
import { ErrorBoundary } from './error-boundary';
import { Header } from './header/header';
import { layoutFor } from './layout-rules';
import styles from './page-shell.module.scss';
// The footer's styles come with every page: it is on screen from the first paint.
import './footer/footer.module.scss';

const Footer = lazyHydrated(() => import('./footer/footer').then((module) => module.Footer));

export function PageShell({ children }: { children: ReactNode }) {
  const router = useRouter();
  const { t } = useTranslation('common');
  const layout = layoutFor(router.pathname, router.query);
  useViewportHeight();
  useScrollRestoration();

  return (
    <>
      <a href="#main" className="skip-link">
        {t('nav.skipToContent')}
      </a>
      {layout.showHeader && <Header width={layout.headerWidth} />}
      <main id="main" className={styles.main} tabIndex={-1}>
        <ErrorBoundary resetKey={router.asPath} fallback={<LazyErrorView />}>
          {children}
        </ErrorBoundary>
      </main>
      {layout.showFooter && <Footer />}
    </>
  );
}
