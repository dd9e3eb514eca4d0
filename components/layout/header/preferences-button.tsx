import clsx from 'clsx';
import { GlobeIcon } from '@/components/ui/icons/globe-icon';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { currencies } from '@/rules/money';
import styles from './preferences-button.module.scss';

/** Shows the current language and currency; opens the language & currency modal. */
export function PreferencesButton({
  onClick,
  onIntent,
  compact = false,
  className,
}: {
  onClick: () => void;
  /** The pointer or focus reached the button: the dialog's code can start loading. */
  onIntent?: () => void;
  compact?: boolean;
  className?: string;
}) {
  const { t } = useTranslation('common');
  const language = useLanguage();
  const currency = useCurrency();
  const code = currency.toUpperCase();
  // The accessible name starts with the text on the button (WCAG 2.5.3, label in name).
  const shown = compact
    ? language.toUpperCase()
    : `${language.toUpperCase()} · ${code} ${currencies[currency].symbol}`;
  return (
    <button
      type="button"
      className={clsx(styles.button, className)}
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      aria-label={`${shown}, ${t('preferences.buttonLabel', {
        language: t(`preferences.languageName.${language}`),
        currency: code,
      })}`}
    >
      <GlobeIcon size={18} />
      <span className={styles.text} aria-hidden="true">
        {language.toUpperCase()}
        {!compact && (
          <>
            <span className={styles.dot}>·</span>
            {code} {currencies[currency].symbol}
          </>
        )}
      </span>
    </button>
  );
}
