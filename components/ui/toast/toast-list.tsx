// The toasts on screen (SPEC §9): newest on top, each closing by itself after 5 s. Hovering or
// focusing a toast holds it open; its close button dismisses it at once. Errors are announced
// assertively, everything else politely. The server's English messages (SPEC §5, §8) show in
// the visitor's language.
import clsx from 'clsx';
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { apiMessageKey } from '@/api/messages';
import { useTranslation } from 'next-i18next/pages';
import {
  dismissToast,
  getServerToasts,
  getToasts,
  subscribeToasts,
  TOAST_AUTO_CLOSE_MS,
  type ToastItem,
} from '@/store/toast';
import { CloseIcon } from '../icons/close-icon';
import styles from './toast-list.module.scss';

export function ToastList() {
  const toasts = useSyncExternalStore(subscribeToasts, getToasts, getServerToasts);
  return toasts.map((item) => <Toast key={item.id} item={item} />);
}

function Toast({ item }: { item: ToastItem }) {
  const { t, i18n } = useTranslation('common');
  const [held, setHeld] = useState(false);
  const remaining = useRef(TOAST_AUTO_CLOSE_MS);
  const key = apiMessageKey(item.message);
  const message = key && i18n.exists(key) ? t(key) : item.message;

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
      <p className={styles.message}>{message}</p>
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
