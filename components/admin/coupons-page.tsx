// /admin/coupons: the operators' coupons (issue 10). Define a coupon (rules §3: artwork or
// additional, fixed or percentage with a cap, artworks, validity), edit or deactivate it, and
// issue it to one customer or a segment; each customer holds it once and uses it once.
import { useState, type FormEvent } from 'react';
import { useDeactivateCouponMutation } from '@/api/admin/coupons/deactivate-coupon';
import { useAdminCoupons } from '@/api/admin/coupons/get-coupons';
import { useIssueCouponMutation } from '@/api/admin/coupons/issue-coupon';
import { useSaveCouponMutation } from '@/api/admin/coupons/save-coupon';
import { formatDateTime, fromKoreanTimeInput, toKoreanTimeInput } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import { CheckboxField, SelectField, TextField } from '@/components/ui/form/form-field';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { couponSegments, type AdminCouponDto } from '@/schemas/back-office-coupons';
import { formatMoney } from '@/rules/money';
import { couponKinds, discountTypes } from '@/rules/order-pricing';
import { toast } from 'react-toastify';
import { AdminListState, FormActions, useAdminSave, useQueryChoice } from './admin-controls';
import { useFieldValues } from './admin-editor';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminToolbar } from './admin-toolbar';
import { ConfirmButton } from './confirm-action';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

const tabs = ['active', 'inactive', 'all'] as const;

export function CouponsPage() {
  return <AdminLayout section="coupons">{() => <Coupons />}</AdminLayout>;
}

/** What a coupon takes off, as the operator reads it: "10% (up to ₩50,000)", "₩20,000". */
function useCouponTerms() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const krw = (amount: number) => formatMoney({ amount, currency: 'krw' }, language);
  return (coupon: Pick<AdminCouponDto, 'discount_type' | 'off_amount' | 'max_amount'>) => {
    const off =
      coupon.discount_type === 'percent' ? `${coupon.off_amount}%` : krw(coupon.off_amount);
    return coupon.max_amount === null
      ? off
      : t('coupons.upTo', { off, max: krw(coupon.max_amount) });
  };
}

function Coupons() {
  const { t } = useTranslation('admin');
  const [status, setStatus] = useQueryChoice('status', tabs, 'active');
  const [search, setSearch] = useState('');
  const [editing, setEditing] = useState<AdminCouponDto | 'new' | null>(null);
  const { data, error } = useAdminCoupons({
    q: search || undefined,
    status: status === 'all' ? undefined : status,
    limit: 50,
  });
  return (
    <div className={shell.page}>
      <AdminHead title={t('coupons.title')} lead={t('coupons.lead')} />
      <AdminToolbar
        tabs={{
          label: t('coupons.title'),
          tabs: tabs,
          current: status,
          onSelect: setStatus,
          labelOf: (tab) => t(`coupons.tabs.${tab}`),
        }}
        search={{ placeholder: t('coupons.search'), onSearch: setSearch }}
      />
      {editing === null ? (
        <Button className={bar.newButton} onClick={() => setEditing('new')}>
          {t('coupons.new')}
        </Button>
      ) : (
        <CouponForm
          key={editing === 'new' ? 'new' : editing.id}
          coupon={editing === 'new' ? null : editing}
          done={() => setEditing(null)}
        />
      )}
      <AdminListState
        error={error}
        data={data}
        isEmpty={(found) => found.coupons.length === 0}
        emptyText={t('coupons.empty')}
      >
        {(found) => (
          <ul className={shell.rows}>
            {found.coupons.map((coupon) => (
              <CouponRow key={coupon.id} coupon={coupon} onEdit={() => setEditing(coupon)} />
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  );
}

function CouponRow({ coupon, onEdit }: { coupon: AdminCouponDto; onEdit: () => void }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const terms = useCouponTerms();
  const [issuing, setIssuing] = useState(false);
  const deactivateCoupon = useDeactivateCouponMutation();
  const { save, busy } = useAdminSave({ savedText: t('coupons.deactivated') });
  const date = (iso: string) => formatDateTime(iso, language);
  return (
    <li className={lists.couponRow} data-testid="admin-coupon" data-code={coupon.code}>
      <span className={shell.stack}>
        <span className={lists.couponCode}>{coupon.code}</span>
        <span className={shell.strong}>
          {language === 'ko' ? coupon.title_ko : coupon.title_en}
        </span>
      </span>
      <span className={shell.stack}>
        <span>{terms(coupon)}</span>
        <span className={shell.muted}>
          {t(`coupons.kinds.${coupon.kind}`)} ·{' '}
          {coupon.all_artworks
            ? t('coupons.allArtworks')
            : t('coupons.someArtworks', { count: coupon.artwork_ids.length })}
        </span>
      </span>
      <span className={shell.stack}>
        <span>
          {date(coupon.starts_at)} – {date(coupon.ends_at)}
        </span>
        <span className={shell.muted}>
          {t('coupons.counts', { issued: coupon.issued_count, used: coupon.used_count })}
        </span>
      </span>
      <span className={shell.badge} data-status={coupon.active ? 'active' : 'inactive'}>
        {t(coupon.active ? 'coupons.tabs.active' : 'coupons.tabs.inactive')}
      </span>
      <span className={shell.buttons}>
        <Button variant="text" onClick={onEdit}>
          {t('catalogue.edit')}
        </Button>
        {coupon.active && (
          <>
            <Button variant="text" onClick={() => setIssuing((open) => !open)}>
              {t('coupons.issue')}
            </Button>
            {/* Irreversible: the back office's one confirmation step (rules §4.52). */}
            <ConfirmButton
              variant="text"
              disabled={busy}
              tone="danger"
              title={t('coupons.deactivateAsk', { code: coupon.code })}
              description={t('coupons.deactivateWhat')}
              confirmLabel={t('coupons.deactivate')}
              onConfirm={() => save(() => deactivateCoupon.mutateAsync(coupon.id))}
            >
              {t('coupons.deactivate')}
            </ConfirmButton>
          </>
        )}
      </span>
      {issuing && <IssueForm coupon={coupon} done={() => setIssuing(false)} />}
    </li>
  );
}

type IssueTarget = 'customer' | (typeof couponSegments)[number];
const issueTargets: IssueTarget[] = ['customer', ...couponSegments];

/** Issue to one customer (e-mail or id) or a segment; says how many got it now. */
function IssueForm({ coupon, done }: { coupon: AdminCouponDto; done: () => void }) {
  const { t } = useTranslation('admin');
  const [target, setTarget] = useState<IssueTarget>('customer');
  const [who, setWho] = useState('');
  const [days, setDays] = useState('30');
  const issueCoupon = useIssueCouponMutation();
  const { save, problem, busy } = useAdminSave({});
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const person = who.trim();
    const body =
      target === 'customer'
        ? person.includes('@')
          ? { email: person }
          : { customer_id: person }
        : target === 'recent_buyers'
          ? { segment: target, days: Number(days) }
          : { segment: target };
    void save(async () => {
      const result = await issueCoupon.mutateAsync({ couponId: coupon.id, body });
      toast.success(t('coupons.issued', { count: result.issued, already: result.already_held }));
      done();
      return result;
    });
  };
  return (
    <form className={forms.issueForm} onSubmit={submit} data-testid="issue-form">
      <fieldset className={forms.fieldset}>
        <legend>{t('coupons.issueTo', { code: coupon.code })}</legend>
        <SelectField
          label={t('coupons.target')}
          value={target}
          onChange={(event) => setTarget(event.target.value as IssueTarget)}
        >
          {issueTargets.map((name) => (
            <option key={name} value={name}>
              {t(`coupons.targets.${name}`)}
            </option>
          ))}
        </SelectField>
        {target === 'customer' && (
          <TextField
            label={t('coupons.customer')}
            hint={t('coupons.customerHint')}
            value={who}
            onChange={(event) => setWho(event.target.value)}
            required
          />
        )}
        {target === 'recent_buyers' && (
          <TextField
            label={t('coupons.days')}
            value={days}
            onChange={(event) => setDays(event.target.value)}
            inputMode="numeric"
            required
          />
        )}
        <p className={shell.muted}>{t('coupons.oncePerCustomer')}</p>
      </fieldset>
      <FormActions busy={busy} problem={problem} done={done} saveText={t('coupons.issue')} />
    </form>
  );
}

function CouponForm({ coupon, done }: { coupon: AdminCouponDto | null; done: () => void }) {
  const { t } = useTranslation('admin');
  const today = new Date();
  const { values, field } = useFieldValues(
    {
      code: coupon?.code ?? '',
      kind: coupon?.kind ?? 'artwork',
      discount_type: coupon?.discount_type ?? 'percent',
      off_amount: coupon?.off_amount.toString() ?? '',
      max_amount: coupon?.max_amount?.toString() ?? '',
      title_en: coupon?.title_en ?? '',
      title_ko: coupon?.title_ko ?? '',
      starts_at: toKoreanTimeInput(coupon?.starts_at ?? today.toISOString()),
      ends_at: toKoreanTimeInput(
        coupon?.ends_at ?? new Date(today.getTime() + 30 * 86_400_000).toISOString(),
      ),
      artwork_ids: coupon?.artwork_ids.join(', ') ?? '',
    },
    (name) => t(`coupons.fields.${name}`),
  );
  const [autoIssue, setAutoIssue] = useState(coupon?.auto_issue ?? false);
  const saveCoupon = useSaveCouponMutation();
  const { save, problem, busy } = useAdminSave({ savedText: t('catalogue.saved'), done });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      saveCoupon.mutateAsync({
        couponId: coupon?.id ?? null,
        body: {
          code: values.code,
          ...(coupon ? {} : { kind: values.kind }),
          discount_type: values.discount_type,
          off_amount: Number(values.off_amount),
          max_amount: values.max_amount.trim() === '' ? null : Number(values.max_amount),
          title_en: values.title_en,
          title_ko: values.title_ko,
          // Typed in Korea time; an unreadable value goes as typed, for the API to refuse.
          starts_at: fromKoreanTimeInput(values.starts_at) ?? values.starts_at,
          ends_at: fromKoreanTimeInput(values.ends_at) ?? values.ends_at,
          artwork_ids: values.artwork_ids
            .split(/[\s,]+/)
            .map((id) => id.trim())
            .filter(Boolean),
          auto_issue: autoIssue,
        },
      }),
    );
  };
  return (
    <form className={forms.editor} onSubmit={submit} data-testid="coupon-form">
      <div className={forms.formGrid}>
        <TextField {...field('code')} required />
        <SelectField {...field('kind')} disabled={coupon !== null}>
          {couponKinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`coupons.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
        <TextField {...field('title_en')} required />
        <TextField {...field('title_ko')} required />
        <SelectField {...field('discount_type')}>
          {discountTypes.map((type) => (
            <option key={type} value={type}>
              {t(`coupons.discountTypes.${type}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          {...field('off_amount')}
          inputMode="numeric"
          required
          hint={t(values.discount_type === 'percent' ? 'coupons.percentHint' : 'coupons.fixedHint')}
        />
        <TextField {...field('max_amount')} inputMode="numeric" hint={t('coupons.maxHint')} />
        <TextField
          {...field('artwork_ids')}
          hint={t('coupons.artworksHint')}
          className={shell.wide}
        />
        <TextField
          {...field('starts_at')}
          type="datetime-local"
          hint={t('editorial.timeHint')}
          required
        />
        <TextField
          {...field('ends_at')}
          type="datetime-local"
          hint={t('editorial.timeHint')}
          required
        />
      </div>
      <CheckboxField
        label={t('coupons.fields.auto_issue')}
        checked={autoIssue}
        onChange={(event) => setAutoIssue(event.target.checked)}
      />
      <FormActions busy={busy} problem={problem} done={done} />
    </form>
  );
}
