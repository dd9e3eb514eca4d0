// "Notify me" on a release-soon work (rules §4.63, ADR 0077): a signed-in customer sets or cancels
// one e-mail at release — the button toggles and says which it will do, and a line beside it says
// where the customer stands; a visitor is sent to sign in and comes straight back.
import { useTranslation } from 'next-i18next/pages';
import { useReleaseAlert, useSetReleaseAlertMutation } from '@/api/release-alerts/release-alert';
import { Button, ButtonLink } from '@/components/ui/button/button';

export function NotifyMe({
  artworkId,
  signedIn,
  signInHref,
  variant = 'primary',
  withStatus = false,
  statusClassName,
}: {
  artworkId: string;
  signedIn: boolean;
  signInHref: string;
  variant?: 'primary' | 'secondary';
  /** The line that says where the customer stands (the panel's; the phone's bar has none). */
  withStatus?: boolean;
  statusClassName?: string;
}) {
  const { t } = useTranslation('works');
  const { data } = useReleaseAlert(artworkId, { enabled: signedIn });
  const { mutate, isPending } = useSetReleaseAlertMutation(artworkId);
  if (!signedIn) {
    return (
      <>
        <ButtonLink href={signInHref} variant={variant} size="lg" block data-action="notify_me">
          {t('artwork.notify.set')}
        </ButtonLink>
        {withStatus && (
          <p className={statusClassName} data-testid="notify-status">
            {t('artwork.notify.signIn')}
          </p>
        )}
      </>
    );
  }
  const on = data?.is_set === true;
  return (
    <>
      <Button
        variant={on ? 'secondary' : variant}
        size="lg"
        block
        data-action="notify_me"
        data-state={on ? 'on' : 'off'}
        disabled={!data || isPending}
        aria-busy={isPending || undefined}
        onClick={() => mutate(!on)}
      >
        {on ? t('artwork.notify.cancel') : t('artwork.notify.set')}
      </Button>
      {withStatus && (
        <p className={statusClassName} data-testid="notify-status" aria-live="polite">
          {on ? t('artwork.notify.on') : t('artwork.notify.off')}
        </p>
      )}
    </>
  );
}
