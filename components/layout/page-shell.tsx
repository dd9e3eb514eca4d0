// The page frame: header, page, footer by the layout rules of SPEC §2, with an inner error
// boundary so a broken page keeps the header and footer.
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { ErrorView } from '@/components/error/error-view';
import { useScrollRestoration } from '@/hooks/use-scroll-restoration';
import { useViewportHeight } from '@/hooks/use-viewport-height';
import { ErrorBoundary } from './error-boundary';
import { Footer } from './footer/footer';
import { Header } from './header/header';
import { layoutFor } from './layout-rules';
import styles from './page-shell.module.scss';

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
        <ErrorBoundary resetKey={router.asPath} fallback={<ErrorView />}>
          {children}
        </ErrorBoundary>
      </main>
      {layout.showFooter && <Footer />}
    </>
  );
}
