// /admin/contacts: the contact inbox (issue 10). The requests sent through the site's contact,
// VIP, enrolment and request-for-sale forms, by status and type; /admin/contacts/[id] shows one in
// full and moves it new → in progress → closed with the operator's note.
import { useRouter } from 'next/router';
import { useState, type FormEvent } from 'react';
import { useAdminContact } from '@/api/admin/contacts/get-contact';
import { useAdminContacts } from '@/api/admin/contacts/get-contacts';
import { useUpdateContactMutation } from '@/api/admin/contacts/update-contact';
import { apiErrorStatus } from '@/api/api-error';
import { formatDateTime } from '@/rules/business-time';
import { SelectField, TextArea } from '@/components/ui/form/form-field';
import Link from 'next/link';
import { Spinner } from '@/components/ui/spinner/spinner';
import { useLanguage } from '@/hooks/use-preferences';
import { useTranslation } from 'next-i18next/pages';
import {
  canMoveContact,
  contactStatuses,
  type AdminContactDto,
  type ContactStatus,
} from '@/schemas/back-office-contacts';
import { contactTypes } from '@/schemas/contact';
import { AdminListState, FormActions, useAdminSave, useQueryChoice } from './admin-controls';
import { AdminHead, AdminLayout } from './admin-layout';
import { AdminFilter, AdminToolbar } from './admin-toolbar';
import forms from './admin-forms.module.scss';
import lists from './admin-lists.module.scss';
import shell from './admin-shell.module.scss';

const tabs = ['new', 'in_progress', 'closed', 'all'] as const;
const types = ['all', ...contactTypes] as const;
const PAGE = 30;

export function ContactsPage() {
  return <AdminLayout section="contacts">{() => <Inbox />}</AdminLayout>;
}

export function ContactDetailPage() {
  return <AdminLayout section="contacts">{() => <ContactDetail />}</AdminLayout>;
}

function Inbox() {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useQueryChoice('status', tabs, 'new');
  const [type, setType] = useQueryChoice('type', types, 'all');
  const { data, error } = useAdminContacts({
    status: status === 'all' ? undefined : status,
    type: type === 'all' ? undefined : type,
    limit: PAGE,
  });
  return (
    <div className={shell.page}>
      <AdminHead title={t('contacts.title')} lead={t('contacts.lead')} />
      <AdminToolbar
        tabs={{
          label: t('contacts.title'),
          tabs,
          current: status,
          onSelect: setStatus,
          labelOf: (tab) => t(`contacts.statuses.${tab}`),
        }}
      >
        <AdminFilter
          label={t('contacts.type')}
          options={types}
          value={type}
          onChange={setType}
          labelOf={(name) => t(`contacts.types.${name}`)}
        />
      </AdminToolbar>
      <AdminListState
        error={error}
        data={data}
        isEmpty={(found) => found.contacts.length === 0}
        emptyText={t('contacts.empty')}
      >
        {(found) => (
          <>
            <p className={shell.muted}>{t('contacts.count', { count: found.count })}</p>
            <ul className={shell.rows}>
              {found.contacts.map((contact) => (
                <li key={contact.id} className={lists.contactRow} data-testid="admin-contact">
                  <span className={shell.stack}>
                    <Link href={`/admin/contacts/${contact.id}`} className={shell.strong}>
                      {contact.organization ?? contact.name}
                    </Link>
                    <span className={shell.muted}>{contact.email}</span>
                  </span>
                  <span className={shell.stack}>
                    <span className={shell.kicker}>{t(`contacts.types.${contact.type}`)}</span>
                    <span className={lists.excerpt}>{contact.message}</span>
                  </span>
                  <span className={shell.muted}>
                    {formatDateTime(contact.created_at, language)}
                  </span>
                  <span className={shell.badge} data-status={contact.status}>
                    {t(`contacts.statuses.${contact.status}`)}
                  </span>
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminListState>
    </div>
  );
}

function ContactDetail() {
  const { t } = useTranslation('admin');
  const router = useRouter();
  const contactId = String(router.query.path?.[1] ?? '');
  const { data, error } = useAdminContact(contactId);
  const missing = apiErrorStatus(error) === 404;
  return (
    <div className={shell.page}>
      <Link href="/admin/contacts" className={shell.back}>
        ← {t('contacts.back')}
      </Link>
      {missing ? (
        <p className={shell.empty}>{t('contacts.notFound')}</p>
      ) : error ? (
        <p className={shell.failed}>{t('failed')}</p>
      ) : !data ? (
        <Spinner label="" />
      ) : (
        <ContactView key={data.updated_at} contact={data} />
      )}
    </div>
  );
}

function ContactView({ contact }: { contact: AdminContactDto }) {
  const { t } = useTranslation('admin');
  const language = useLanguage();
  const [status, setStatus] = useState<ContactStatus>(
    contact.status === 'new' ? 'in_progress' : contact.status,
  );
  const [note, setNote] = useState(contact.operator_note);
  const updateContact = useUpdateContactMutation();
  const { save, problem, busy } = useAdminSave({ savedText: t('contacts.saved') });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(() => updateContact.mutateAsync({ contactId: contact.id, body: { status, note } }));
  };
  const facts: [string, string | null][] = [
    ['email', contact.email],
    ['phone', contact.phone],
    ['organization', contact.organization],
    ['website', contact.website],
    ['language', t(`contacts.languages.${contact.language}`)],
    ['received', formatDateTime(contact.created_at, language)],
  ];
  return (
    <>
      <AdminHead title={contact.name} lead={t(`contacts.types.${contact.type}`)} />
      <span className={shell.badge} data-status={contact.status} data-testid="contact-status">
        {t(`contacts.statuses.${contact.status}`)}
      </span>
      <dl className={forms.facts} data-testid="contact-facts">
        {facts
          .filter(([, value]) => value)
          .map(([key, value]) => (
            <div key={key}>
              <dt>{t(`contacts.fields.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        {contact.artwork && (
          <div>
            <dt>{t('contacts.fields.artwork')}</dt>
            <dd>
              <Link href={`/work/${contact.artwork.handle}`}>
                {language === 'ko' ? contact.artwork.title_ko : contact.artwork.title_en}
              </Link>
            </dd>
          </div>
        )}
      </dl>
      <section className={shell.block} aria-label={t('contacts.fields.message')}>
        <h2 className={shell.blockTitle}>{t('contacts.fields.message')}</h2>
        <p className={forms.message}>{contact.message}</p>
      </section>
      <form className={shell.block} onSubmit={submit} data-testid="contact-form">
        <h2 className={shell.blockTitle}>{t('contacts.handle')}</h2>
        <div>
          <SelectField
            label={t('contacts.fields.status')}
            value={status}
            onChange={(event) => setStatus(event.target.value as ContactStatus)}
          >
            {contactStatuses
              .filter((next) => canMoveContact(contact.status, next))
              .map((next) => (
                <option key={next} value={next}>
                  {t(`contacts.statuses.${next}`)}
                </option>
              ))}
          </SelectField>
        </div>
        <div>
          <TextArea
            label={t('contacts.fields.note')}
            hint={t('contacts.noteHint')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            maxLength={5000}
            rows={5}
          />
        </div>
        <FormActions busy={busy} problem={problem} saveText={t('contacts.save')} />
      </form>
    </>
  );
}
