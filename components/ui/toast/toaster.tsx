// Where toasts show (SPEC §9): top right, newest on top, each closing by itself after 5 s.
// Hovering or focusing a toast holds it open; its close button dismisses it at once. Errors
// are announced assertively, everything else politely.
import clsx from 'clsx';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  TOAST_AUTO_CLOSE_MS,
  type ToastItem,
} from '@/store/toast';
import { CloseIcon } from '../icons/icons';
import styles from './toaster.module.scss';

export function Toaster() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return (
    <div className={styles.region} aria-live="polite">
      {toasts.map((item) => (
        <Toast key={item.id} item={item} />
      ))}
    </div>
  );
}

function Toast({ item }: { item: ToastItem }) {
  const { t } = useTranslation('common');
  const [held, setHeld] = useState(false);
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);

  useEffect(() => {
    if (held) return;
    const started = Date.now();
    const timer = setTimeout(() => dismissToast(item.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [held, item.id]);

  return (
    <div
      className={clsx(styles.toast, styles[item.kind])}
      role={item.kind === 'error' ? 'alert' : 'status'}
      data-toast={item.kind}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <p className={styles.message}>{item.message}</p>
      <button
        type="button"
        className={styles.close}
        aria-label={t('modal.close')}
        onClick={() => dismissToast(item.id)}
      >
        <CloseIcon size={16} />
      </button>
    </div>
  );
}
