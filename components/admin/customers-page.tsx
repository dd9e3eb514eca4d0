// /admin/customers: find a customer by e-mail or name, grant or revoke membership badges
// (rules §3; pink_rock makes them a Pink Rock member), and block or unblock them with a reason.
import { useState, type FormEvent } from 'react';
import type { AdminCustomerDto } from '@/api/admin/customers/customer-dto';
import { useAdminCustomers } from '@/api/admin/customers/get-customers';
import { useSetCustomerBadgeMutation } from '@/api/admin/customers/set-customer-badge';
import { useSetCustomerBlockedMutation } from '@/api/admin/customers/set-customer-blocked';
import { formatDateTime } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import { TextField } from '@/components/ui/form/form-field';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import { membershipBadgeTypes } from '@/schemas/customer-dto';
import { toast } from 'react-toastify';
import { AdminListState, FormActions, useAdminSave, useQueryChoice } from './admin-controls';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminToolbar } from './admin-toolbar';
import { adminErrorMessage } from './admin-messages';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

export function CustomersPage() {
  return <AdminLayout section="customers">{() => <Customers />}</AdminLayout>;
}

const states = ['all', 'active', 'blocked'] as const;

function Customers() {
  const { t } = useTranslation('admin');
  const [state, setState] = useQueryChoice('state', states, 'all');
  const [search, setSearch] = useState('');
  const { data, error } = useAdminCustomers({
    q: search || undefined,
    state: state === 'all' ? undefined : state,
    limit: 30,
  });
  return (
    <div className={shell.page}>
      <AdminHead title={t('customers.title')} lead={t('customers.lead')} />
      <AdminToolbar
        tabs={{
          label: t('customers.title'),
          tabs: states,
          current: state,
          onSelect: setState,
          labelOf: (tab) => t(`customers.states.${tab}`),
        }}
        search={{ placeholder: t('customers.search'), onSearch: setSearch }}
      />
      <AdminListState
        error={error}
        data={data}
        isEmpty={(found) => found.customers.length === 0}
        emptyText={t('customers.empty')}
      >
        {(found) => (
          <ul className={shell.rows}>
            {found.customers.map((customer) => (
              <CustomerRow key={customer.id} customer={customer} />
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  );
}

function CustomerRow({ customer }: { customer: AdminCustomerDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const setCustomerBadge = useSetCustomerBadgeMutation();
  const [badge, setBadge] = useState<string>(membershipBadgeTypes[0]);
  const [busy, setBusy] = useState(false);
  async function change(name: string, grant: boolean) {
    setBusy(true);
    try {
      await setCustomerBadge.mutateAsync({ customerId: customer.id, badge: name, grant });
    } catch (error) {
      toast.error(adminErrorMessage(t, error, t('error')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <li
      className={lists.customerRow}
      data-testid="admin-customer"
      data-blocked={customer.blocked_at ? 'true' : undefined}
    >
      <span className={shell.stack}>
        <span className={shell.strong}>{customer.name}</span>
        <span className={shell.muted}>{customer.email}</span>
        <span className={shell.muted}>
          {t('customers.joined', { date: formatDateTime(customer.created_at, language) })}
        </span>
        {customer.blocked_at && (
          <span className={forms.blockedNote}>
            <span className={shell.badge} data-status="blocked">
              {t('customers.blocked')}
            </span>
            {t('customers.blockedSince', {
              date: formatDateTime(customer.blocked_at, language),
              reason: customer.blocked_reason ?? '',
            })}
          </span>
        )}
      </span>
      <span className={shell.buttons}>
        {customer.badges.map((name) => (
          <button
            key={name}
            type="button"
            className={shell.badge}
            disabled={busy}
            onClick={() => void change(name, false)}
            aria-label={t('customers.revoke', { badge: t(`customers.badges.${name}`) })}
          >
            {t(`customers.badges.${name}`)} ×
          </button>
        ))}
      </span>
      <span className={shell.buttons}>
        <select
          value={badge}
          onChange={(event) => setBadge(event.target.value)}
          aria-label={t('customers.badge')}
          className={bar.select}
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
      <BlockControl customer={customer} />
    </li>
  );
}

/** Block or unblock, after a reason is given (kept on the customer and in the audit log). */
function BlockControl({ customer }: { customer: AdminCustomerDto }) {
  const { t } = useTranslation('admin');
  const blocked = Boolean(customer.blocked_at);
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const setCustomerBlocked = useSetCustomerBlockedMutation();
  const { save, problem, busy } = useAdminSave({
    savedText: t(blocked ? 'customers.unblocked' : 'customers.blockedDone'),
    done: () => {
      setOpen(false);
      setReason('');
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() =>
      setCustomerBlocked.mutateAsync({ customerId: customer.id, block: !blocked, reason }),
    );
  };
  if (!open) {
    return (
      <span className={forms.blockAction}>
        <Button variant="text" onClick={() => setOpen(true)}>
          {t(blocked ? 'customers.unblock' : 'customers.block')}
        </Button>
      </span>
    );
  }
  return (
    <form className={forms.blockForm} onSubmit={submit} data-testid="block-form">
      <TextField
        label={t(blocked ? 'customers.unblockReason' : 'customers.blockReason')}
        hint={blocked ? undefined : t('customers.blockHint')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        maxLength={500}
      />
      <FormActions
        busy={busy}
        problem={problem}
        done={() => setOpen(false)}
        saveText={t(blocked ? 'customers.unblock' : 'customers.block')}
      />
    </form>
  );
}
