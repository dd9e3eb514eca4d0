// "Ask about this work" on every artwork page (rules §4 "Questions about a work"): a signed-in
// collector opens the question dialog (its code and words load on the press); a signed-out
// visitor goes to sign-in and comes back to the work with the dialog open (`?ask=1`, followed by
// the return-path rule like any `before`).
import { useRouter } from 'next/router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { Button, ButtonLink } from '@/components/ui/button/button';
import { siteLinks } from '@/components/layout/site-links';
import { useLoginState } from '@/hooks/use-session';
import type { ArtworkDetailDto } from '@/schemas/artwork-dto';
import styles from './ask-about-work.module.scss';

const AskDialog = lazy(() =>
  import('@/components/inquiries/ask-dialog').then((module) => ({ default: module.AskDialog })),
);

/** The work's address with `ask=1`: where sign-in brings the visitor back, the dialog open. */
export function askReturnPath(asPath: string): string {
  const [path = '/', hash] = asPath.split('#');
  const [pathname = '/', search = ''] = path.split('?');
  const query = new URLSearchParams(search);
  query.set('ask', '1');
  return `${pathname}?${query.toString()}${hash ? `#${hash}` : ''}`;
}

export function AskAboutWork({ artwork }: { artwork: ArtworkDetailDto }) {
  const { t } = useTranslation('works');
  const router = useRouter();
  const loginState = useLoginState();
  const [pressed, setPressed] = useState(false);
  // Back from sign-in (`?ask=1`): the dialog is open until closed, which drops `ask`.
  const asked = router.query.ask === '1';
  const open = loginState === true && (pressed || asked);
  const close = () => {
    setPressed(false);
    if (!asked) return;
    const { ask: _ask, ...query } = router.query;
    void router.replace({ pathname: router.pathname, query }, undefined, {
      shallow: true,
      scroll: false,
    });
  };

  return (
    <section className={styles.ask} aria-labelledby="ask-about-work">
      <p className={styles.lead} id="ask-about-work-lead">
        {t('artwork.ask.lead')}
      </p>
      {loginState === true ? (
        <Button
          variant="secondary"
          block
          aria-haspopup="dialog"
          aria-describedby="ask-about-work-lead"
          data-action="ask_about_work"
          id="ask-about-work"
          onClick={() => setPressed(true)}
        >
          {t('artwork.ask.button')}
        </Button>
      ) : (
        <ButtonLink
          variant="secondary"
          block
          href={siteLinks.signInBefore(askReturnPath(router.asPath))}
          aria-describedby="ask-about-work-lead"
          data-action="ask_about_work"
          id="ask-about-work"
        >
          {t('artwork.ask.button')}
        </ButtonLink>
      )}
      {open && (
        <Suspense fallback={null}>
          <AskDialog
            artwork={{
              id: artwork.id,
              title: artwork.title,
              artist: artwork.artist.name,
              editionId: artwork.editions.next_edition?.edition_id ?? null,
            }}
            onClose={close}
          />
        </Suspense>
      )}
    </section>
  );
}
