// The operators' contact inbox (issue 10): the requests sent through POST store/contact, filtered
// by type and status, each moved new → in progress → closed (schemas/back-office-contacts.ts
// canMoveContact) with the operator's note, every move audited.
import type { AppContext } from '../context';
import { AppError, notFound } from '../errors';
import {
  findInboxRow,
  listInbox,
  updateInboxRow,
  type InboxRow,
} from '../modules/outreach/contact-inbox.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import {
  canMoveContact,
  contactInboxMessages as m,
  type AdminContactDto,
  type AdminContactListDto,
  type AdminContactListQuery,
  type ContactStatus,
  type UpdateContactRequest,
} from '@/schemas/back-office-contacts';
import type { ContactType } from '@/schemas/contact';

export type ContactInbox = ReturnType<typeof createContactInbox>;

const contactDto = (row: InboxRow): AdminContactDto => ({
  id: row.id,
  type: row.type as ContactType,
  status: row.status as ContactStatus,
  name: row.name,
  email: row.email,
  phone: row.phone,
  organization: row.organization,
  website: row.website,
  message: row.message,
  language: row.language,
  artwork: row.artwork
    ? {
        id: row.artwork.id,
        handle: row.artwork.handle,
        title_en: row.artwork.titleEn,
        title_ko: row.artwork.titleKo,
      }
    : null,
  customer_id: row.customerId,
  operator_note: row.operatorNote,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

const snapshot = (contact: AdminContactDto) => ({
  status: contact.status,
  operator_note: contact.operator_note,
});

export function createContactInbox(ctx: AppContext) {
  const audited = createAuditTrail(ctx);

  async function contactOf(id: string): Promise<AdminContactDto> {
    const row = await findInboxRow(ctx.db, id);
    if (!row) throw notFound(m.contactNotFound);
    return contactDto(row);
  }

  return {
    async list(query: AdminContactListQuery): Promise<AdminContactListDto> {
      const { rows, count } = await listInbox(ctx.db, query, query);
      return { contacts: rows.map(contactDto), count, limit: query.limit, offset: query.offset };
    },

    get: contactOf,

    /** Moves the request's status and saves the note; 409 for a move the rule does not allow. */
    async update(
      staff: StaffMember,
      id: string,
      input: UpdateContactRequest,
    ): Promise<AdminContactDto> {
      const before = await contactOf(id);
      if (!canMoveContact(before.status, input.status)) {
        throw new AppError('CONFLICT', m.statusNotAllowed);
      }
      return audited(
        staff,
        `contact.${input.status === before.status ? 'note' : input.status}`,
        { type: 'contact', id },
        snapshot(before),
        async () => {
          const moved = await updateInboxRow(
            ctx.db,
            id,
            before.status,
            { status: input.status, operatorNote: input.note },
            ctx.now(),
          );
          // Another operator moved it in between: the rule is checked again on their status.
          if (!moved) throw new AppError('CONFLICT', m.statusNotAllowed);
          return contactOf(id);
        },
        snapshot,
      );
    },
  };
}
