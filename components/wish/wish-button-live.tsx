// The heart's behaviour: filled when the signed-in customer wished the target (one cached list of
// wished ids serves every heart on screen), an optimistic change that rolls back when the call
// fails (the error toast says why), and signed-out visitors sent to sign in and back (rules §2, §6).
import { useIsWished } from '@/api/wishes/get-wished-ids';
import { useSetWishMutation } from '@/api/wishes/set-wish';
import { useRouter } from 'next/router';
import { useEffect, useEffectEvent, useState } from 'react';
import { siteLinks } from '@/components/layout/site-links';
import { HeartIcon } from '@/components/ui/icons/heart-icon';
import { useLoginState } from '@/hooks/use-session';
import { useTranslation } from 'next-i18next/pages';
import type { WishButtonProps } from './wish-button';
import styles from './wish-button.module.scss';

/**
 * On the server nobody is signed in (pages are rendered for everyone): the heart is drawn empty
 * without the queries and the mutation, which a page of cards would otherwise set up once per
 * heart for every request. The browser hydrates the same markup with the live heart.
 */
export function WishButtonLive(props: WishButtonProps) {
  return typeof window === 'undefined' ? <HeartButton {...props} /> : <LiveHeart {...props} />;
}

function LiveHeart({ kind, id, name, variant = 'icon' }: WishButtonProps) {
  const router = useRouter();
  const loginState = useLoginState();
  const signedIn = loginState === true;
  const { wished: inList, isFetched } = useIsWished(kind, id, { enabled: signedIn });
  const wished = signedIn && inList;
  // A click made while the sign-in check or the wished ids are still on their way is kept and
  // carried out when they arrive, never dropped.
  const [queued, setQueued] = useState(false);
  const settled = loginState === false || (signedIn && isFetched);

  const mutation = useSetWishMutation(kind, id);

  /** Sends a signed-out visitor to sign in, or changes the wish; `done` runs when it is over. */
  function act(done?: () => void) {
    if (loginState === false) void router.push(siteLinks.signInBefore(router.asPath)).finally(done);
    else mutation.mutate(!wished, { onSettled: done });
  }

  const carryOutQueued = useEffectEvent(() => act(() => setQueued(false)));
  useEffect(() => {
    if (queued && settled) carryOutQueued();
  }, [queued, settled]);

  function onClick() {
    // While a change is on its way (the heart shows it busy), another click is not taken.
    if (mutation.isPending || queued) return;
    if (settled) act();
    else setQueued(true);
  }

  return (
    <HeartButton
      kind={kind}
      id={id}
      name={name}
      variant={variant}
      wished={wished}
      busy={mutation.isPending || queued}
      onClick={onClick}
    />
  );
}

function HeartButton({
  name,
  variant = 'icon',
  wished = false,
  busy = false,
  onClick,
}: WishButtonProps & { wished?: boolean; busy?: boolean; onClick?: () => void }) {
  const { t } = useTranslation('common');
  const follow = variant === 'follow';
  const label = follow
    ? t(wished ? 'wish.unfollow' : 'wish.follow', { name })
    : t(wished ? 'wish.remove' : 'wish.add', { name });
  return (
    <button
      type="button"
      className={styles.button}
      data-variant={variant}
      aria-pressed={wished}
      aria-label={label}
      aria-busy={busy || undefined}
      onClick={onClick}
    >
      <HeartIcon filled={wished} size={follow ? 16 : 20} />
      {follow && <span>{t(wished ? 'wish.following' : 'wish.followShort')}</span>}
    </button>
  );
}
