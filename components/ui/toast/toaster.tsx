// Where toasts show (SPEC §9): a polite live region at the top right, there from the first paint
// so that screen readers follow it. The toasts themselves load their code with the first toast;
// toasts pushed before it arrives wait in the queue (store/toast.ts) and show then (ADR 0016).
import { Suspense, useSyncExternalStore } from 'react';
import { lazyWithPreload } from '@/components/ui/lazy/lazy-part';
import { getServerToasts, getToasts, subscribeToasts } from '@/store/toast';
import styles from './toaster.module.scss';

const ToastList = lazyWithPreload(() => import('./toast-list').then((module) => module.ToastList));

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.length > 0 && (
        <Suspense fallback={null}>
          <ToastList />
        </Suspense>
      )}
    </div>
  );
}
