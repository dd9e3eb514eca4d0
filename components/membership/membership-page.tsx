// /my-page/membership (rules §2.5, §6.3; issue 23, ADR 0059): the Pink Rock membership as the
// product states it (the badge, the members' coupons, the plan's term), the plans the server keeps
// with the methods that pay them at once, and for a member their membership instead of a buy
// button. Paying invalidates the customer's info, so the badge, isPinkRock and the analytics user
// property follow at once.
import { useState } from 'react';
import { useCustomerInfo } from '@/api/customer/get-customer-info';
import { usePinkRockPlans } from '@/api/membership/get-pink-rock-plans';
import { MemberBadges } from '@/components/account/member-badges';
import { MyPageLayout } from '@/components/account/my-page-layout';
import info from '@/components/account/my-info-page.module.scss';
import { ButtonLink } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { formatDate, formatDateTime } from '@/rules/business-time';
import type { PinkRockPlanDto } from '@/schemas/checkout-dto';
import { isMembershipActive, type MembershipDto } from '@/schemas/customer-dto';
import { formatMoney } from '@/rules/money';
import { siteLinks } from '@/components/layout/site-links';
import { MembershipPayment } from './membership-payment';
import styles from './membership.module.scss';

export function MembershipPage() {
  const { t } = useTranslation('account');
  return (
    <MyPageLayout section="membership" title={t('membership.metaTitle')}>
      <Membership />
    </MyPageLayout>
  );
}

function Membership() {
  const { t } = useTranslation('account');
  const { data: customer } = useCustomerInfo();
  const plans = usePinkRockPlans({ enabled: Boolean(customer) });
  const [welcome, setWelcome] = useState(false);
  if (!customer) return null;
  const membership = customer.memberships.find(
    (m) => m.badge_type === 'pink_rock' && isMembershipActive(m, new Date()),
  );
  const plan = plans.data?.plans[0];
  return (
    <div className={info.page}>
      <header className={info.pageHead}>
        <h1 className={info.pageTitle}>{t('membership.title')}</h1>
        <p className={info.muted}>{t('membership.lead')}</p>
      </header>
      {welcome && membership && (
        <p className={info.success} role="status">
          {t('membership.member.welcome', { email: customer.email })}
        </p>
      )}
      {membership ? (
        <MemberCard membership={membership} memberships={customer.memberships} />
      ) : plans.isPending ? (
        <Spinner label={t('membership.loading')} />
      ) : !plan ? (
        <p className={info.alert} role="alert">
          {t('membership.failed')}
        </p>
      ) : (
        <PlanCard plan={plan} />
      )}
      <Benefits months={plan?.months} />
      {!membership && plan && (
        <section className={info.section} aria-labelledby="membership-payment">
          <header className={info.sectionHead}>
            <h2 id="membership-payment" className={info.sectionTitle}>
              {t('membership.pay.title')}
            </h2>
            <p className={info.muted}>{t('membership.pay.lead')}</p>
          </header>
          <div className={info.sectionBody}>
            <MembershipPayment plan={plan} onPaid={() => setWelcome(true)} />
          </div>
        </section>
      )}
    </div>
  );
}

/** The plan as the server prices it: KRW, and what paying now charges in another currency. */
function PlanCard({ plan }: { plan: PinkRockPlanDto }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const krw = formatMoney({ amount: plan.price_krw, currency: 'krw' }, language);
  const charged = formatMoney({ amount: plan.price, currency: plan.currency_code }, language);
  return (
    <section className={styles.card} aria-labelledby="membership-plan" data-testid="pink-rock-plan">
      <p className={styles.eyebrow}>{t('membership.plan.eyebrow')}</p>
      <h2 id="membership-plan" className={styles.planName}>
        {plan.name}
      </h2>
      <p className={styles.price}>
        <span className={styles.amount}>{krw}</span>
        <span className={styles.per}>{t('membership.plan.perMonths', { count: plan.months })}</span>
      </p>
      {plan.currency_code !== 'krw' && (
        <p className={styles.charged}>{t('membership.plan.charged', { amount: charged })}</p>
      )}
    </section>
  );
}

function MemberCard({
  membership,
  memberships,
}: {
  membership: MembershipDto;
  memberships: readonly MembershipDto[];
}) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  return (
    <section
      className={styles.card}
      aria-labelledby="membership-member"
      data-testid="pink-rock-member"
    >
      <MemberBadges memberships={memberships} />
      <h2 id="membership-member" className={styles.planName}>
        {t('membership.member.status')}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('membership.member.since')}</dt>
          <dd>{formatDate(membership.granted_at, language)}</dd>
        </div>
        <div>
          <dt>{t('membership.member.until')}</dt>
          <dd>
            {membership.expires_at
              ? formatDateTime(membership.expires_at, language)
              : t('membership.member.noEnd')}
          </dd>
        </div>
      </dl>
      <ButtonLink href={siteLinks.myPage.coupons} variant="secondary" className={styles.cardAction}>
        {t('membership.member.coupons')}
      </ButtonLink>
    </section>
  );
}

/** What the product says membership brings (rules §6.3, ADR 0032's members' coupons), no more. */
function Benefits({ months }: { months: number | undefined }) {
  const { t } = useTranslation('account');
  return (
    <section className={info.section} aria-labelledby="membership-benefits">
      <header className={info.sectionHead}>
        <h2 id="membership-benefits" className={info.sectionTitle}>
          {t('membership.benefits.title')}
        </h2>
      </header>
      <ol className={styles.benefits}>
        <li>{t('membership.benefits.badge')}</li>
        <li>{t('membership.benefits.coupons')}</li>
        {months !== undefined && <li>{t('membership.benefits.term', { count: months })}</li>}
      </ol>
    </section>
  );
}
