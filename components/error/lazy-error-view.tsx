// The error view as the error boundaries show it: only after a render has failed, in the
// browser, so its code loads then rather than with every page (ADR 0016). The error pages
// (404, 500) render ErrorView itself.
import { Suspense, type ComponentProps } from 'react';
import { lazyWithPreload } from '@/components/ui/lazy/lazy-part';

const ErrorView = lazyWithPreload(() => import('./error-view').then((module) => module.ErrorView));

export function LazyErrorView(props: ComponentProps<typeof ErrorView>) {
  return (
    <Suspense fallback={null}>
      <ErrorView {...props} />
    </Suspense>
  );
}
