// Where toasts show (rules §9): react-toastify's container at the top right, each toast closing by
// itself after 5 seconds (held while hovered or focused), above open dialogs, and announced as an
// alert. Toasts with the same message show once: callers pass a `toastId` made of the message
// (the HTTP client does). Styled quietly, like the gallery, through react-toastify's variables.
import { Slide, ToastContainer, type CloseButtonProps } from 'react-toastify';
import { useTranslation } from 'next-i18next/pages';
import { CloseIcon } from '../icons/close-icon';
import styles from './toaster.module.scss';

/** rules §9: a toast closes by itself after 5000 ms. */
export const TOAST_AUTO_CLOSE_MS = 5000;

function CloseButton({ closeToast }: CloseButtonProps) {
  const { t } = useTranslation('common');
  return (
    <button
      type="button"
      className={styles.close}
      aria-label={t('modal.close')}
      onClick={closeToast}
    >
      <CloseIcon size={16} />
    </button>
  );
}

export function Toaster() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={TOAST_AUTO_CLOSE_MS}
      newestOnTop
      hideProgressBar
      icon={false}
      theme="light"
      transition={Slide}
      className={styles.container}
      toastClassName={styles.toast}
      closeButton={(props) => <CloseButton {...props} />}
    />
  );
}
