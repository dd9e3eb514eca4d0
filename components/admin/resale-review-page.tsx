// /admin/resale: the operators' queue of resale and consignment requests, a consignment with the
// owner's condition, note and photos. A request to review is approved at a price (on sale at
// once), given a proposed price for its owner to confirm, or rejected with a reason.
import { useRouter } from 'next/router';
import { useState } from 'react';
import { useResaleQueue } from '@/api/admin/resale/get-resale-queue';
import { useReviewResaleMutation, type ResaleReview } from '@/api/admin/resale/review-resale';
import { formatDateTime } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { ResaleRequestDto } from '@/schemas/resale-dto';
import { formatMoney } from '@/rules/money';
import { toast } from 'react-toastify';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminTabs } from './admin-toolbar';
import { adminErrorMessage } from './admin-messages';
import { ConsignmentPhotos, OwnerNote } from './consignment-photos';
import { ConfirmAction } from './confirm-action';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import { useEditionLabel } from '@/hooks/use-edition-label';

const tabs = ['reviewing', 'waiting_for_confirmation', 'on_sale', 'all'] as const;
const krw = (amount: number, language: string) =>
  formatMoney({ amount, currency: 'krw' }, language);

export function ResaleReviewPage() {
  return <AdminLayout section="resale">{() => <ResaleQueue />}</AdminLayout>;
}

function ResaleQueue() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const status = tabs.find((tab) => tab === router.query.status) ?? 'reviewing';
  const { data, error } = useResaleQueue({
    status: status === 'all' ? undefined : status,
    limit: 50,
  });
  return (
    <div className={shell.page}>
      <AdminHead title={t('resale.title')} lead={t('resale.lead')} />
      <AdminTabs
        label={t('resale.title')}
        tabs={tabs}
        current={status}
        labelOf={(tab) => t(`resale.tabs.${tab}`)}
        onSelect={(tab) =>
          void router.replace({ pathname: '/admin/resale', query: { status: tab } }, undefined, {
            shallow: true,
          })
        }
      />
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.resell.length === 0 ? (
        <p className={shell.empty}>{t('resale.empty')}</p>
      ) : (
        <ul className={shell.rows}>
          {data.resell.map((request) => (
            <ResaleRow key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}

export function ResaleRow({ request }: { request: ResaleRequestDto }) {
  const { t } = useTranslation('admin');
  const { t: tr } = useTranslation('resale');
  const editionName = useEditionLabel();
  const language = useLanguage();
  const reviewResale = useReviewResaleMutation();
  const [price, setPrice] = useState(String(request.listing_price ?? request.desired_price));
  const [note, setNote] = useState('');
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = request.status === 'reviewing' || request.status === 'waiting_for_confirmation';

  // The review asked for: each is confirmed first, saying what it will do (rules §4.52).
  const [asking, setAsking] = useState<ResaleReview | null>(null);

  /** Runs a confirmed review; says why it failed, and throws so the confirmation stays. */
  async function run(review: ResaleReview, done: string) {
    setBusy(true);
    setProblem(null);
    try {
      await reviewResale.mutateAsync(review);
      toast.success(done);
    } catch (error) {
      const message = adminErrorMessage(t, error, t('error'));
      setProblem(message);
      toast.error(message);
      throw error;
    } finally {
      setBusy(false);
    }
  }
  const work = request.artwork?.title ?? request.edition_id;
  const askedAmount = (review: ResaleReview) =>
    review.kind === 'reject' ? '' : krw(review.body.listing_price, language);
  const confirmation = asking && {
    title: t(`resale.ask.${asking.kind}.title`, { work, amount: askedAmount(asking) }),
    description: t(`resale.ask.${asking.kind}.description`, {
      amount: askedAmount(asking),
      reason: asking.kind === 'reject' ? asking.reason : '',
    }),
    confirmLabel: t(`resale.${asking.kind}`),
    done: t(
      `resale.${asking.kind === 'approve' ? 'approved' : asking.kind === 'propose' ? 'proposed' : 'rejected'}`,
    ),
  };
  const listing = () => {
    const value = Number(price.replace(/[,\s₩]/g, ''));
    if (!Number.isInteger(value) || value < 10_000) {
      setProblem(t('resale.priceInvalid'));
      return null;
    }
    return { listing_price: value, note };
  };

  return (
    <li className={lists.resaleRow} data-testid="resale-request" data-status={request.status}>
      <div className={lists.resaleWork}>
        {request.artwork?.image && (
          // eslint-disable-next-line @next/next/no-img-element
          <img
            className={lists.thumb}
            src={request.artwork.image.url}
            alt=""
            width={96}
            height={96}
          />
        )}
        <div className={shell.stack}>
          <span className={shell.kicker}>
            {tr(`works.kind.${request.kind}`)} · {tr(`works.status.${request.status}`)}
          </span>
          <span className={shell.strong}>
            {request.artwork ? (
              <Link href={`/work/${request.artwork.handle}`}>{request.artwork.title}</Link>
            ) : (
              request.edition_id
            )}
          </span>
          <span className={shell.muted}>
            {[request.artwork?.artist_name, request.artwork && editionName(request.artwork)]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span>{t('resale.desired', { amount: krw(request.desired_price, language) })}</span>
          {request.listing_price !== null && (
            <span>{t('resale.listing', { amount: krw(request.listing_price, language) })}</span>
          )}
          {request.condition && (
            <span data-testid="consign-condition">
              {t('resale.condition', { condition: tr(`consign.conditions.${request.condition}`) })}
              {request.handover &&
                ` · ${t('resale.handover', { handover: t(`resale.handovers.${request.handover}`) })}`}
            </span>
          )}
          {request.condition_note && <OwnerNote note={request.condition_note} />}
          {(request.kind === 'consignment' || request.photos.length > 0) && (
            <ConsignmentPhotos
              photos={request.photos}
              work={request.artwork?.title ?? request.edition_id}
            />
          )}
          {request.rejection_reason && (
            <span className={shell.muted}>{request.rejection_reason}</span>
          )}
          <span className={shell.muted}>
            {t('resale.requested', { date: formatDateTime(request.created_at, language) })}
          </span>
        </div>
      </div>
      {open && (
        <div className={lists.resaleActions}>
          <TextField
            label={t('resale.price')}
            inputMode="numeric"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
          />
          <TextField
            label={t('resale.note')}
            value={note}
            maxLength={1000}
            onChange={(event) => setNote(event.target.value)}
          />
          <div className={shell.buttons}>
            <Button
              disabled={busy}
              onClick={() => {
                const body = listing();
                if (body) setAsking({ kind: 'approve', resaleId: request.id, body });
              }}
            >
              {t('resale.approve')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                const body = listing();
                if (body) setAsking({ kind: 'propose', resaleId: request.id, body });
              }}
            >
              {t('resale.propose')}
            </Button>
          </div>
          <TextField
            label={t('resale.rejectReason')}
            value={reason}
            maxLength={1000}
            onChange={(event) => setReason(event.target.value)}
          />
          <Button
            variant="text"
            disabled={busy}
            onClick={() => {
              if (!reason.trim()) setProblem(t('resale.reasonRequired'));
              else setAsking({ kind: 'reject', resaleId: request.id, reason: reason.trim() });
            }}
          >
            {t('resale.reject')}
          </Button>
          {problem && (
            <p role="alert" className={shell.problem}>
              {problem}
            </p>
          )}
          {asking && confirmation && (
            <ConfirmAction
              open
              onCancel={() => setAsking(null)}
              tone={asking.kind === 'reject' ? 'danger' : 'default'}
              title={confirmation.title}
              description={confirmation.description}
              confirmLabel={confirmation.confirmLabel}
              onConfirm={() => run(asking, confirmation.done)}
            />
          )}
        </div>
      )}
    </li>
  );
}
