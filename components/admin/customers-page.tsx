// /admin/customers: find a customer by e-mail or name and grant or revoke membership badges
// (SPEC §3; pink_rock makes them a Pink Rock member).
import { useState, type FormEvent } from 'react';
import { customerAdminQueries, setCustomerBadge, type AdminCustomerDto } from '@/api/admin';
import { useQueryClient } from '@/api/query/query-client-provider';
import { useQuery } from '@/api/query/use-query';
import { formatMarketDate } from '@/components/artwork/format-date';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from '@/hooks/use-translation';
import { membershipBadgeTypes } from '@/schemas/customer-dto';
import { toast } from '@/store/toast';
import { AdminHead, AdminLayout } from './admin-layout';
import { adminErrorMessage } from './admin-messages';
import styles from './admin.module.scss';

export function CustomersPage() {
  return <AdminLayout section="customers">{() => <Customers />}</AdminLayout>;
}

function Customers() {
  const { t } = useTranslation('admin');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const { data, error } = useQuery(
    customerAdminQueries.list({ q: search || undefined, limit: 30 }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSearch(q.trim());
  };
  return (
    <div className={styles.page}>
      <AdminHead title={t('customers.title')} lead={t('customers.lead')} />
      <form className={styles.search} onSubmit={submit} role="search">
        <input
          type="search"
          value={q}
          onChange={(event) => setQ(event.target.value)}
          placeholder={t('customers.search')}
          aria-label={t('customers.search')}
          className={styles.searchInput}
        />
        <Button type="submit" variant="secondary">
          {t('orders.searchButton')}
        </Button>
      </form>
      {error ? (
        <p className={styles.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.customers.length === 0 ? (
        <p className={styles.empty}>{t('customers.empty')}</p>
      ) : (
        <ul className={styles.rows}>
          {data.customers.map((customer) => (
            <CustomerRow key={customer.id} customer={customer} />
          ))}
        </ul>
      )}
    </div>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomerDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const queryClient = useQueryClient();
  const [badge, setBadge] = useState<string>(membershipBadgeTypes[0]);
  const [busy, setBusy] = useState(false);
  async function change(name: string, grant: boolean) {
    setBusy(true);
    try {
      await setCustomerBadge(customer.id, name, grant);
      await queryClient.invalidateQueries({ queryKey: customerAdminQueries.all() });
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li className={styles.customerRow} data-testid="admin-customer">
      <span className={styles.stack}>
        <span className={styles.strong}>{customer.name}</span>
        <span className={styles.muted}>{customer.email}</span>
        <span className={styles.muted}>
          {t('customers.joined', { date: formatMarketDate(customer.created_at, language) })}
        </span>
      </span>
      <span className={styles.buttons}>
        {customer.badges.map((name) => (
          <button
            key={name}
            type="button"
            className={styles.badge}
            disabled={busy}
            onClick={() => void change(name, false)}
            aria-label={t('customers.revoke', { badge: t(`customers.badges.${name}`) })}
          >
            {t(`customers.badges.${name}`)} ×
          </button>
        ))}
      </span>
      <span className={styles.buttons}>
        <select
          value={badge}
          onChange={(event) => setBadge(event.target.value)}
          aria-label={t('customers.badge')}
          className={styles.select}
        >
          {membershipBadgeTypes.map((name) => (
            <option key={name} value={name}>
              {t(`customers.badges.${name}`)}
            </option>
          ))}
        </select>
        <Button variant="secondary" disabled={busy} onClick={() => void change(badge, true)}>
          {t('customers.grant')}
        </Button>
      </span>
    </li>
  );
}
