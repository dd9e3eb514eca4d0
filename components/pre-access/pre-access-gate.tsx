// The pre-access gate's screen: over the whole site until an admitted e-mail is entered. The
// address is checked with POST store/customer/staging/check-email and kept in this browser.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCheckStagingEmailMutation } from '@/api/customer/check-staging-email';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { useTranslation } from 'next-i18next/pages';
import { emailField } from '@/schemas/email';
import { storePreAccessEmail } from '@/store/pre-access';
import styles from './pre-access-gate.module.scss';

const emailRule = emailField();

export function PreAccessGate({ onAllowed }: { onAllowed: () => void }) {
  const { t } = useTranslation('common');
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const { mutateAsync: checkStagingEmail } = useCheckStagingEmailMutation();
  const input = useRef<HTMLInputElement>(null);

  // The rest of the page cannot be reached while the gate is up.
  useEffect(() => {
    const page = document.getElementById('__next');
    page?.setAttribute('inert', '');
    input.current?.focus();
    return () => page?.removeAttribute('inert');
  }, []);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!emailRule.isValidSync(email)) {
      setError(t('contact.errors.email'));
      return;
    }
    const address = emailRule.cast(email) as string;
    setBusy(true);
    setError(undefined);
    try {
      const answer = await checkStagingEmail(address);
      if (answer.allowed) {
        storePreAccessEmail(window.localStorage, address);
        onAllowed();
      } else {
        setError(t('preAccess.refused'));
      }
    } catch {
      setError(t('preAccess.failed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.backdrop}>
      <section
        className={styles.panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby="pre-access-title"
      >
        <p className={styles.brand}>{t('brand.name')}</p>
        <h1 id="pre-access-title" className={styles.title}>
          {t('preAccess.title')}
        </h1>
        <p className={styles.body}>{t('preAccess.body')}</p>
        <form onSubmit={submit} noValidate className={styles.form}>
          <TextField
            ref={input}
            type="email"
            name="email"
            autoComplete="email"
            label={t('preAccess.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={error}
            required
          />
          <Button type="submit" size="lg" block disabled={busy}>
            {t('preAccess.enter')}
          </Button>
        </form>
      </section>
    </div>
  );
}
