// /admin/audit: every back-office change, newest first, for admins: who, when, what, and the
// fields that moved (before → after).
import { useState } from 'react';
import { useAudit } from '@/api/admin/get-audit';
import { formatDateTime } from '@/rules/business-time';
import { Button } from '@/components/ui/button/button';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import type { AuditEntryDto } from '@/schemas/back-office-dto';
import { AdminHead, AdminLayout } from './admin-layout';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';
import bar from './admin-toolbar.module.scss';

const types = [
  'all',
  'order',
  'resale',
  'bid',
  'artwork',
  'artist',
  'exchange_rate',
  'customer',
  'institution',
  'category',
  'exhibition',
  'exhibition_highlight',
  'fair',
  'rolling_banner',
  'faq',
  'content',
  'coupon',
  'contact',
] as const;
const PAGE = 50;

const show = (value: unknown) =>
  value === null || value === undefined
    ? '—'
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The fields whose value differs, as `field: before → after`. */
export function auditChanges(entry: Pick<AuditEntryDto, 'before' | 'after'>): string[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys
    .filter((key) => show(before[key]) !== show(after[key]))
    .map((key) =>
      key in before
        ? `${key}: ${show(before[key])} → ${show(after[key])}`
        : `${key}: ${show(after[key])}`,
    );
}

export function AuditLogPage() {
  return <AdminLayout section="audit">{() => <AuditLog />}</AdminLayout>;
}

function AuditLog() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [type, setType] = useState<(typeof types)[number]>('all');
  const [limit, setLimit] = useState(PAGE);
  const { data, error } = useAudit({ target_type: type === 'all' ? undefined : type, limit });
  // Actions are `<object>.<verb>`: the namespace nests them the same way.
  const action = (name: string) => t(`audit.actions.${name}`, { defaultValue: name });
  return (
    <div className={shell.page}>
      <AdminHead title={t('audit.title')} lead={t('audit.lead')} />
      <label className={bar.filter}>
        <span>{t('audit.filter')}</span>
        <select
          value={type}
          onChange={(event) => {
            setType(event.target.value as (typeof types)[number]);
            setLimit(PAGE);
          }}
        >
          {types.map((name) => (
            <option key={name} value={name}>
              {t(`audit.types.${name}`)}
            </option>
          ))}
        </select>
      </label>
      {error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : data.entries.length === 0 ? (
        <p className={shell.empty}>{t('audit.empty')}</p>
      ) : (
        <>
          <ul className={shell.rows}>
            {data.entries.map((entry) => (
              <li key={entry.id} className={lists.auditRow} data-testid="audit-entry">
                <span className={shell.muted}>{formatDateTime(entry.created_at, language)}</span>
                <span className={shell.stack}>
                  <span className={shell.strong}>{action(entry.action)}</span>
                  <span className={shell.muted}>
                    {entry.target_type} {entry.target_id}
                  </span>
                </span>
                <span className={shell.muted}>{entry.actor_email}</span>
                <ul className={lists.changes}>
                  {auditChanges(entry).map((change) => (
                    <li key={change}>{change}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {data.count > data.entries.length && (
            <Button variant="secondary" onClick={() => setLimit((n) => n + PAGE)}>
              {t('more')}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
