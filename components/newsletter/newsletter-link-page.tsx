// The pages the newsletter's e-mails link to (issue 9): confirm a subscription (double opt-in) or
// unsubscribe. The link's page asks for one press rather than acting on load, so a mail scanner
// that opens every link confirms nothing.
import Head from 'next/head';
import { useRouter } from 'next/router';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { siteLinks } from '@/components/layout/site-links';
import { useTranslation } from 'next-i18next/pages';
import { useNewsletterLink } from '@/api/newsletter/follow-newsletter-link';
import styles from './newsletter-link-page.module.scss';

export type NewsletterLinkAction = 'confirm' | 'unsubscribe';

const single = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

export function NewsletterLinkPage({ action }: { action: NewsletterLinkAction }) {
  const { t } = useTranslation('newsletter');
  const { query } = useRouter();
  const link = useNewsletterLink();
  const token = single(query.token);
  const id = single(query.id);
  const complete = Boolean(token && (action === 'confirm' || id));
  const state = link.isSuccess ? 'done' : link.isError || !complete ? 'invalid' : 'ask';
  const copy = `${action}.${state}`;

  const onPress = () => {
    if (!token) return;
    if (action === 'confirm') link.mutate({ action, token });
    else if (id) link.mutate({ action, id, token });
  };

  return (
    <main className={styles.page}>
      <Head>
        <title>{`${t(`${copy}.title`)} · Artmarket`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <div className={styles.card} data-state={state}>
        <p className={styles.eyebrow}>{t('eyebrow')}</p>
        <h1 className={styles.title}>{t(`${copy}.title`)}</h1>
        <p className={styles.lead}>{t(`${copy}.lead`, { email: link.data?.email ?? '' })}</p>
        <div className={styles.actions}>
          {state === 'ask' ? (
            <Button
              size="lg"
              onClick={onPress}
              disabled={link.isPending}
              aria-busy={link.isPending || undefined}
            >
              {link.isPending ? t('working') : t(`${action}.ask.action`)}
            </Button>
          ) : (
            <ButtonLink
              href={state === 'done' && action === 'confirm' ? siteLinks.works : '/'}
              size="lg"
            >
              {state === 'done' && action === 'confirm' ? t('browse') : t('home')}
            </ButtonLink>
          )}
        </div>
      </div>
    </main>
  );
}
