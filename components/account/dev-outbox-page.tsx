// /dev/outbox (development only, ADR 0014): the e-mails and text messages that would have been
// sent, newest first, with their codes, so a person can finish a verification without a mailbox.
import Head from 'next/head';
import { useState } from 'react';
import { useOutbox } from '@/api/dev/get-outbox';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDateTime } from '@/rules/business-time';
import { useTranslation } from 'next-i18next/pages';
import styles from './dev-outbox-page.module.scss';

export function DevOutboxPage() {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const [recipient, setRecipient] = useState('');
  const [filter, setFilter] = useState('');
  const { data, refetch, isFetching } = useOutbox(filter || undefined);
  return (
    <main className={styles.page}>
      <Head>
        <title>{t('outbox.metaTitle')}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('outbox.title')}</h1>
        <p className={styles.lead}>{t('outbox.lead')}</p>
      </header>
      <form
        className={styles.filter}
        onSubmit={(event) => {
          event.preventDefault();
          setFilter(recipient.trim());
        }}
      >
        <TextField
          label={t('outbox.recipient')}
          type="search"
          value={recipient}
          onChange={(event) => setRecipient(event.currentTarget.value)}
        />
        <Button type="submit" variant="secondary">
          {t('outbox.filter')}
        </Button>
        <Button variant="text" disabled={isFetching} onClick={() => void refetch()}>
          {t('outbox.refresh')}
        </Button>
      </form>
      {data && data.messages.length === 0 && <p className={styles.lead}>{t('outbox.empty')}</p>}
      <ol className={styles.list}>
        {data?.messages.map((message) => {
          const code = typeof message.payload.code === 'string' ? message.payload.code : null;
          return (
            <li key={message.id} className={styles.message} data-recipient={message.recipient}>
              <div className={styles.meta}>
                <span className={styles.channel}>{message.channel}</span>
                <span>{message.recipient}</span>
                <span>{message.template}</span>
                <time dateTime={message.created_at}>
                  {formatDateTime(message.created_at, language)}
                </time>
              </div>
              {message.subject && <p className={styles.subject}>{message.subject}</p>}
              {code && (
                <p className={styles.code}>
                  {t('outbox.code')} <output data-testid="outbox-code">{code}</output>
                </p>
              )}
              <pre className={styles.text}>{message.text}</pre>
            </li>
          );
        })}
      </ol>
    </main>
  );
}
