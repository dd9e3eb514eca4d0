// /admin/inquiries: the inbox of collectors' questions about works (issue 31, rules §4 "Questions
// about a work") — a partner sees its galleries' threads, the operators every thread — by open,
// unread and closed; /admin/inquiries/<id> is one thread: the messages with their photos, the
// reply with photos, the offers made from it, handing it to the gallery (operators) and closing or
// reopening it, each irreversible step confirmed first.
import { useRouter } from 'next/router';
import { useState } from 'react';
import Link from 'next/link';
import { useAdminInquiries } from '@/api/admin/inquiries/get-inquiries';
import { useAdminInquiry } from '@/api/admin/inquiries/get-inquiry';
import {
  useChangeAdminInquiryMutation,
  type InquiryChange,
} from '@/api/admin/inquiries/answer-inquiry';
import { apiErrorStatus } from '@/api/api-error';
import { InquiryMessages } from '@/components/inquiries/inquiry-messages';
import { InquiryReply } from '@/components/inquiries/inquiry-reply';
import { InquiryWork } from '@/components/inquiries/inquiry-work';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { formatDateTime } from '@/rules/business-time';
import { formatMoney } from '@/rules/money';
import type { BackOfficeMeDto } from '@/schemas/back-office-dto';
import type { BidDto } from '@/schemas/bid-dto';
import type { InquiryHandler, InquiryStatus } from '@/schemas/inquiry';
import type { InquirySummaryDto, InquiryThreadDto } from '@/schemas/inquiry-dto';
import { useTranslation } from 'next-i18next/pages';
import { toast } from 'react-toastify';
import { AdminListState, useQueryChoice } from './admin-controls';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import { AdminFilter, AdminMore, AdminToolbar } from './admin-toolbar';
import { ConfirmButton } from './confirm-action';
import inquiryStyles from '@/components/inquiries/inquiries.module.scss';
import shell from './admin-shell.module.scss';

const tabs = ['open', 'unread', 'closed', 'all'] as const;
const handlers = ['all', 'gallery', 'operator'] as const;
const PAGE = 30;
/** The unread view filters what it loaded (the list call has no unread filter): a long page. */
const UNREAD_PAGE = 100;

const isOperator = (me: BackOfficeMeDto) =>
  me.roles.includes('operator') || me.roles.includes('admin');

export function InquiriesPage() {
  return <AdminLayout section="inquiries">{(me) => <Inbox me={me} />}</AdminLayout>;
}

export function InquiryDetailPage() {
  return <AdminLayout section="inquiries">{(me) => <InquiryDetail me={me} />}</AdminLayout>;
}

function Inbox({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const operator = isOperator(me);
  const [tab, setTab] = useQueryChoice('status', tabs, 'open');
  const [handler, setHandler] = useQueryChoice('handler', handlers, 'all');
  const [q, setQ] = useState('');
  const [limit, setLimit] = useState(PAGE);
  const status: InquiryStatus | undefined =
    tab === 'open' || tab === 'unread' ? 'open' : tab === 'closed' ? 'closed' : undefined;
  const { data, error } = useAdminInquiries({
    status,
    handler: operator && handler !== 'all' ? (handler as InquiryHandler) : undefined,
    q: q || undefined,
    limit: tab === 'unread' ? UNREAD_PAGE : limit,
  });
  const shown = (list: InquirySummaryDto[]) =>
    tab === 'unread' ? list.filter((inquiry) => inquiry.unread > 0) : list;
  return (
    <div className={shell.page}>
      <AdminHead
        title={t('inquiries.title')}
        lead={t(operator ? 'inquiries.leadOperator' : 'inquiries.leadPartner')}
      />
      <AdminToolbar
        tabs={{
          label: t('inquiries.title'),
          tabs,
          current: tab,
          onSelect: (next) => {
            setTab(next);
            setLimit(PAGE);
          },
          labelOf: (name) =>
            name === 'unread' && data && data.unread > 0
              ? `${t('inquiries.tabs.unread')} ${data.unread}`
              : t(`inquiries.tabs.${name}`),
        }}
        search={{ placeholder: t('inquiries.search'), initial: q, onSearch: setQ }}
      >
        {operator && (
          <AdminFilter
            label={t('inquiries.handler')}
            options={handlers}
            value={handler}
            onChange={setHandler}
            labelOf={(name) => t(`inquiries.handlers.${name}`)}
          />
        )}
      </AdminToolbar>
      <AdminListState
        error={error}
        data={data}
        isEmpty={(found) => shown(found.inquiries).length === 0}
        emptyText={t(tab === 'unread' ? 'inquiries.emptyUnread' : 'inquiries.empty')}
      >
        {(found) => (
          <>
            <p className={shell.muted}>
              {t('inquiries.count', {
                count: tab === 'unread' ? shown(found.inquiries).length : found.count,
              })}
              {found.unread > 0 && ` · ${t('inquiries.unreadCount', { count: found.unread })}`}
            </p>
            <ul className={inquiryStyles.list} data-testid="admin-inquiries">
              {shown(found.inquiries).map((inquiry) => (
                <InboxRow key={inquiry.id} inquiry={inquiry} operator={operator} />
              ))}
            </ul>
            {tab !== 'unread' && (
              <AdminMore
                shown={found.inquiries.length}
                count={found.count}
                onMore={() => setLimit((n) => n + PAGE)}
              />
            )}
          </>
        )}
      </AdminListState>
    </div>
  );
}

function InboxRow({ inquiry, operator }: { inquiry: InquirySummaryDto; operator: boolean }) {
  const { t } = useTranslation('admin');
  const { t: ti } = useTranslation('inquiries');
  const language = useLanguage();
  const last = inquiry.last_message;
  return (
    <li
      className={inquiryStyles.row}
      data-unread={inquiry.unread > 0 || undefined}
      data-status={inquiry.status}
      data-testid="admin-inquiry"
    >
      <Link href={`/admin/inquiries/${encodeURIComponent(inquiry.id)}`}>
        {inquiry.artwork.image_url ? (
          // eslint-disable-next-line @next/next/no-img-element -- the work's 400 px variant
          <img src={inquiry.artwork.image_url} alt="" width={72} height={72} loading="lazy" />
        ) : (
          <span className={inquiryStyles.noImage} aria-hidden="true" />
        )}
        <span className={inquiryStyles.rowText}>
          <span className={inquiryStyles.rowTitle}>
            {inquiry.artwork.title}
            <span className={inquiryStyles.muted}> · {inquiry.artwork.artist_name}</span>
          </span>
          <span className={inquiryStyles.muted}>
            {t('inquiries.from', { name: inquiry.customer_name ?? '' })}
            {operator && ` · ${t('inquiries.handledBy', { name: inquiry.answerer_name })}`}
          </span>
          {last && (
            <span className={inquiryStyles.excerpt}>{last.excerpt || ti('list.photoOnly')}</span>
          )}
        </span>
        <span className={inquiryStyles.rowSide}>
          <time dateTime={inquiry.last_message_at}>
            {formatDateTime(inquiry.last_message_at, language)}
          </time>
          {inquiry.unread > 0 ? (
            <span
              className={inquiryStyles.unread}
              aria-label={t('inquiries.unreadBadge', { count: inquiry.unread })}
            >
              {inquiry.unread}
            </span>
          ) : (
            <span className={inquiryStyles.status} data-status={inquiry.status}>
              {ti(`status.${inquiry.status}`)}
            </span>
          )}
        </span>
      </Link>
    </li>
  );
}

function InquiryDetail({ me }: { me: BackOfficeMeDto }) {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const inquiryId = String(router.query.path?.[1] ?? '');
  const { data, error } = useAdminInquiry(inquiryId);
  return (
    <div className={shell.page}>
      <Link href="/admin/inquiries" className={shell.back}>
        ← {t('inquiries.back')}
      </Link>
      {apiErrorStatus(error) === 404 ? (
        <p className={shell.empty}>{t('inquiries.notFound')}</p>
      ) : error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <Thread thread={data} operator={isOperator(me)} />
      )}
    </div>
  );
}

function Thread({ thread, operator }: { thread: InquiryThreadDto; operator: boolean }) {
  const { t } = useTranslation('admin');
  const { mutateAsync: change } = useChangeAdminInquiryMutation(thread.id);
  const customer = thread.customer_name ?? t('inquiries.customer');
  // A confirmed step: said done, or its refusal toasted and thrown so the dialog stays open.
  const run = async (step: InquiryChange, done: string) => {
    try {
      await change(step);
      toast.success(done);
    } catch (failure) {
      toast.error(adminErrorMessage(t, failure, t('error')));
      throw failure;
    }
  };
  return (
    <div className={inquiryStyles.thread}>
      <InquiryWork inquiry={thread} byline={t('inquiries.from', { name: customer })}>
        <p className={inquiryStyles.muted}>
          {t('inquiries.handledBy', { name: thread.answerer_name })} ·{' '}
          {t('inquiries.language', { language: t(`inquiries.languages.${thread.language}`) })}
        </p>
      </InquiryWork>
      <div className={shell.buttons} data-testid="inquiry-actions">
        {operator &&
          thread.handler === 'operator' &&
          thread.status === 'open' &&
          (thread.can_hand_to_gallery ? (
            <ConfirmButton
              variant="secondary"
              testId="hand-to-gallery"
              title={t('inquiries.handTitle')}
              description={t('inquiries.handText')}
              confirmLabel={t('inquiries.handTo')}
              onConfirm={() => run({ kind: 'hand-to-gallery' }, t('inquiries.handed'))}
            >
              {t('inquiries.handTo')}
            </ConfirmButton>
          ) : (
            <p className={shell.muted}>{t('inquiries.handUnavailable')}</p>
          ))}
        {thread.status === 'open' ? (
          <ConfirmButton
            variant="secondary"
            testId="close-inquiry"
            title={t('inquiries.closeTitle')}
            description={t('inquiries.closeText')}
            confirmLabel={t('inquiries.close')}
            onConfirm={() => run({ kind: 'close' }, t('inquiries.closedDone'))}
          >
            {t('inquiries.close')}
          </ConfirmButton>
        ) : (
          <Button
            variant="secondary"
            data-testid="reopen-inquiry"
            onClick={() => void run({ kind: 'reopen' }, t('inquiries.reopened')).catch(() => {})}
          >
            {t('inquiries.reopen')}
          </Button>
        )}
      </div>
      <InquiryMessages messages={thread.messages} namesOnly />
      {thread.offers.length > 0 && <ThreadOffers offers={thread.offers} />}
      {thread.status === 'open' ? (
        <div>
          <InquiryReply
            label={t('inquiries.reply', { name: customer })}
            send={async (body) => {
              await change({ kind: 'message', body });
              toast.success(t('inquiries.sent'));
            }}
          />
          <p className={shell.muted}>{t('inquiries.replyNote')}</p>
        </div>
      ) : (
        <p className={inquiryStyles.note}>{t('inquiries.closed')}</p>
      )}
    </div>
  );
}

/** The offers made from the thread, in won first with the bidder's currency beside it. */
function ThreadOffers({ offers }: { offers: BidDto[] }) {
  const { t } = useTranslation('admin');
  const { t: tb } = useTranslation('bids');
  const language = useLanguage();
  return (
    <section className={inquiryStyles.offers} aria-labelledby="admin-inquiry-offers">
      <h2 className={inquiryStyles.offersTitle} id="admin-inquiry-offers">
        {t('inquiries.offers')}
      </h2>
      <ul className={inquiryStyles.offerList}>
        {offers.map((bid) => {
          const krw = formatMoney({ amount: bid.amount_krw, currency: 'krw' }, language);
          const amount =
            bid.amount.currency === 'krw' ? krw : `${krw} (${formatMoney(bid.amount, language)})`;
          return (
            <li key={bid.id} data-testid="admin-inquiry-offer" data-status={bid.status}>
              <span className={inquiryStyles.offerAmount}>
                {t('inquiries.offer', {
                  amount,
                  status: tb(`offer.status.${bid.status}`),
                  date: formatDateTime(bid.created_at, language),
                })}
              </span>
            </li>
          );
        })}
      </ul>
      <div>
        <Link href="/admin/offers" className={shell.back}>
          {t('inquiries.offersLink')} →
        </Link>
      </div>
    </section>
  );
}
