// rules §2 "Language and currency modal": Korean or English; English picks a payment currency
// (code and symbol) from those the store offers; Korean forces KRW and says so.
import clsx from 'clsx';
import { useState } from 'react';
import { Button } from '@/components/ui/button/button';
import { Modal } from '@/components/ui/modal/modal';
import { useAppShell } from '@/api/app/get-app-init';
import { useApplyPreferences } from '@/hooks/use-apply-preferences';
import { useCurrency, useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { languages, type CurrencyDto, type Language } from '@/schemas/dto';
import { currencies, currencyCodes, type CurrencyCode } from '@/rules/money';
import styles from './language-currency-modal.module.scss';

const endonyms: Record<Language, string> = { en: 'English', ko: '한국어' };

const fallbackCurrencies: CurrencyDto[] = currencyCodes.map((code) => currencies[code]);

export function LanguageCurrencyModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('preferences.title')}
      description={t('preferences.description')}
    >
      {/* Mounted only while open, so each opening starts from the current settings. */}
      {open && <PreferencesForm onDone={onClose} />}
    </Modal>
  );
}

function PreferencesForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('common');
  const { data: init } = useAppShell();
  const currentLanguage = useLanguage();
  const currentCurrency = useCurrency();
  const apply = useApplyPreferences();
  const [language, setLanguage] = useState<Language>(currentLanguage);
  const [currency, setCurrency] = useState<CurrencyCode>(currentCurrency);
  const [busy, setBusy] = useState(false);
  const offered = init?.currencies?.length ? init.currencies : fallbackCurrencies;
  const koreanOnly = language === 'ko';
  const shown: CurrencyCode = koreanOnly ? 'krw' : currency;

  return (
    <form
      className={styles.form}
      onSubmit={async (event) => {
        event.preventDefault();
        setBusy(true);
        try {
          await apply({ language, currency: shown });
          onDone();
        } finally {
          setBusy(false);
        }
      }}
    >
      <fieldset className={styles.group}>
        <legend className={styles.legend}>{t('preferences.language')}</legend>
        <div className={styles.options} data-columns="2">
          {languages.map((code) => (
            <label key={code} className={clsx(styles.option, language === code && styles.selected)}>
              <input
                type="radio"
                name="language"
                value={code}
                checked={language === code}
                onChange={() => setLanguage(code)}
                className={styles.radio}
              />
              {/* Each language by its own name, and in the current language when that differs. */}
              <span className={styles.optionMain} lang={code}>
                {endonyms[code]}
              </span>
              {code !== currentLanguage && (
                <span className={styles.optionSub}>{t(`preferences.languageName.${code}`)}</span>
              )}
            </label>
          ))}
        </div>
      </fieldset>

      <fieldset
        className={styles.group}
        aria-describedby={koreanOnly ? 'krw-only-note' : undefined}
      >
        <legend className={styles.legend}>{t('preferences.currency')}</legend>
        <div className={styles.options} data-columns="4">
          {offered.map(({ code, symbol }) => {
            const disabled = koreanOnly && code !== 'krw';
            return (
              <label
                key={code}
                className={clsx(
                  styles.option,
                  styles.currency,
                  shown === code && styles.selected,
                  disabled && styles.disabled,
                )}
              >
                <input
                  type="radio"
                  name="currency"
                  value={code}
                  checked={shown === code}
                  disabled={disabled}
                  onChange={() => setCurrency(code)}
                  className={styles.radio}
                  aria-label={`${code.toUpperCase()} ${symbol}`}
                />
                <span className={styles.optionMain}>{code.toUpperCase()}</span>
                <span className={styles.symbol}>{symbol}</span>
              </label>
            );
          })}
        </div>
        {koreanOnly && (
          <p id="krw-only-note" className={styles.note} role="note">
            {t('preferences.krwOnly')}
          </p>
        )}
      </fieldset>

      <div className={styles.actions}>
        <Button variant="secondary" onClick={onDone}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
          {t('preferences.apply')}
        </Button>
      </div>
    </form>
  );
}
