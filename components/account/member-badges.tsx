// The customer's membership badges (rules §3.2), where the account shows who they are: beside the
// My Page navigation on every section, and on the membership section. Active badges only.
import clsx from 'clsx';
import { useTranslation } from 'next-i18next/pages';
import { isMembershipActive, type MembershipDto } from '@/schemas/customer-dto';
import styles from './member-badges.module.scss';

export function MemberBadges({
  memberships,
  className,
}: {
  memberships: readonly MembershipDto[];
  className?: string;
}) {
  const { t } = useTranslation('common');
  const now = new Date();
  const active = memberships.filter((membership) => isMembershipActive(membership, now));
  if (active.length === 0) return null;
  return (
    <ul className={clsx(styles.badges, className)} aria-label={t('badges.label')}>
      {active.map((membership) => (
        <li
          key={membership.badge_type}
          className={clsx(styles.badge, membership.badge_type === 'pink_rock' && styles.pinkRock)}
          data-badge={membership.badge_type}
        >
          {t(`badges.types.${membership.badge_type}`)}
        </li>
      ))}
    </ul>
  );
}
