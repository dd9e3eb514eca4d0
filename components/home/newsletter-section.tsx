// The newsletter block (rules §2 "Newsletter block"): one e-mail field. Success shows the
// server's own answer when it gives one; failures are toasted by the HTTP client with the
// server's message, so the visitor learns what really happened.
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { toast } from 'react-toastify';
import { ValidationError } from 'yup';
import { Button } from '@/components/ui/button/button';
import { useNewsletterSubscription } from '@/api/newsletter/subscribe';
import { subscribeSchema } from '@/schemas/newsletter';
import styles from './newsletter-section.module.scss';

export function NewsletterSection() {
  const { t } = useTranslation('catalogue');
  const { t: tc } = useTranslation('common');
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const subscription = useNewsletterSubscription();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    let request;
    try {
      request = subscribeSchema.validateSync({ email });
    } catch (invalid) {
      if (invalid instanceof ValidationError) {
        setError(tc('contact.errors.email'));
        return;
      }
      throw invalid;
    }
    setError(null);
    try {
      const answer = await subscription.mutateAsync(request);
      toast.success(answer?.message || t('home.newsletter.done'));
      setEmail('');
    } catch {
      // The HTTP client has shown the server's message.
    }
  };

  return (
    <section className={styles.band} aria-labelledby="home-newsletter">
      <div className={styles.text}>
        <p className={styles.eyebrow}>{t('home.newsletter.eyebrow')}</p>
        <h2 id="home-newsletter" className={styles.title}>
          {t('home.newsletter.title')}
        </h2>
        <p className={styles.lede}>{t('home.newsletter.lede')}</p>
      </div>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <label htmlFor={id} className="visually-hidden">
          {t('home.newsletter.label')}
        </label>
        <div className={styles.row}>
          <input
            id={id}
            type="email"
            inputMode="email"
            autoComplete="email"
            className={styles.input}
            placeholder={t('home.newsletter.placeholder')}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : `${id}-note`}
          />
          <Button type="submit" size="lg" disabled={subscription.isPending}>
            {subscription.isPending ? t('home.newsletter.sending') : t('home.newsletter.submit')}
          </Button>
        </div>
        {error ? (
          <p id={`${id}-error`} className={styles.error} role="alert">
            {error}
          </p>
        ) : (
          <p id={`${id}-note`} className={styles.note}>
            {t('home.newsletter.note')}
          </p>
        )}
      </form>
    </section>
  );
}
