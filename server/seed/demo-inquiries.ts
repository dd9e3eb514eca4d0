// The demo's conversations about works (issue 31, rules §4.38-4.45): a collector account
// (collector@example.com) with three threads — a question on a work of the partner gallery that
// the gallery answered with a photo, one waiting for the operators (a gallery without a partner
// account) and one the operators answered that the collector has not read yet. Fixed ids, words
// and times relative to the seed's clock, so the same clock gives the same rows.
import type { Executor } from '../db/client';
import { inquiries, inquiryMessages, institutionMembers } from '../db/schema';
import { imageUrl } from '../lib/image-url';
import { hashPassword } from '../modules/auth/password-hasher';
import { findCustomerByEmail, insertCustomer } from '../modules/customers/customer.repository';
import { DEMO_SELLER } from './demo-seller';
import { DEMO_STAFF } from './demo-staff';

export const DEMO_COLLECTOR = {
  email: 'collector@example.com',
  password: 'collector2026',
  firstName: 'Jiwoo',
  lastName: 'Park',
} as const;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

interface PlannedWork {
  id: string;
  institutionId?: string | null;
  bidEnabled?: boolean | null;
  purchaseStatus: string;
  imageId?: string | null;
}

export interface DemoInquiryPlan {
  inquiries: (typeof inquiries.$inferInsert)[];
  messages: (typeof inquiryMessages.$inferInsert)[];
}

/**
 * The three threads, or none when the catalogue lacks the works they need: the partner gallery's
 * first work on sale (one taking offers first, so an offer can be made from the thread), and two
 * works on sale of galleries without a partner account.
 */
export function planDemoInquiries(input: {
  now: Date;
  artworks: readonly PlannedWork[];
  partnerGallery: string | null;
  /** Every gallery with a partner account (the other two threads avoid them). */
  partnered?: ReadonlySet<string>;
  /** The url of a stored picture (the gallery's photo in its answer). */
  photoUrl: (imageId: string) => string | null;
  collectorId: string;
  sellerId: string;
  operatorId: string | null;
}): DemoInquiryPlan {
  const { now } = input;
  const at = (ms: number) => new Date(now.getTime() - ms);
  const onSale = [...input.artworks]
    .filter((work) => work.purchaseStatus === 'on_sale' && work.institutionId)
    .sort((a, b) => a.id.localeCompare(b.id));
  const partnerWorks = onSale.filter((work) => work.institutionId === input.partnerGallery);
  const galleryWork = partnerWorks.find((work) => work.bidEnabled) ?? partnerWorks[0];
  const unpartnered = onSale.filter(
    (work) =>
      work.institutionId !== input.partnerGallery &&
      !input.partnered?.has(work.institutionId as string),
  );
  const waitingWork = unpartnered[0];
  // The operators' answer invites an offer: a work taking offers when there is one.
  const answeredWork = unpartnered.slice(1).find((work) => work.bidEnabled) ?? unpartnered[1];
  if (!galleryWork || !waitingWork || !answeredWork) return { inquiries: [], messages: [] };
  const photo = galleryWork.imageId ? input.photoUrl(galleryWork.imageId) : null;

  const thread = (
    id: string,
    work: PlannedWork,
    handler: 'gallery' | 'operator',
    topics: string[],
    opened: Date,
    last: Date,
    customerReadAt: Date,
    sellerReadAt: Date | null,
  ): typeof inquiries.$inferInsert => ({
    id,
    artworkId: work.id,
    customerId: input.collectorId,
    institutionId: work.institutionId ?? null,
    handler,
    topics,
    status: 'open',
    language: 'en',
    lastMessageAt: last,
    customerReadAt,
    sellerReadAt,
    createdAt: opened,
    updatedAt: last,
  });
  const message = (
    id: string,
    inquiryId: string,
    authorKind: 'customer' | 'gallery' | 'operator',
    body: string,
    createdAt: Date,
    photos: string[] = [],
  ): typeof inquiryMessages.$inferInsert => ({
    id,
    inquiryId,
    authorKind,
    authorId:
      authorKind === 'customer'
        ? input.collectorId
        : authorKind === 'gallery'
          ? input.sellerId
          : input.operatorId,
    body,
    photos,
    createdAt,
  });

  return {
    inquiries: [
      // Answered by the gallery with a photo, read on both sides.
      thread(
        'inq_demo_gallery',
        galleryWork,
        'gallery',
        ['condition', 'photos'],
        at(3 * DAY),
        at(2 * DAY),
        at(2 * DAY - HOUR),
        at(2 * DAY),
      ),
      // Waiting for the operators (the gallery has no partner account).
      thread(
        'inq_demo_waiting',
        waitingWork,
        'operator',
        ['shipping'],
        at(5 * HOUR),
        at(5 * HOUR),
        at(5 * HOUR),
        null,
      ),
      // Answered by the operators, not yet read by the collector.
      thread(
        'inq_demo_unread',
        answeredWork,
        'operator',
        ['framing', 'price'],
        at(2 * DAY + 3 * HOUR),
        at(HOUR),
        at(2 * DAY + 3 * HOUR),
        at(HOUR),
      ),
    ],
    messages: [
      message(
        'inm_demo_gallery_1',
        'inq_demo_gallery',
        'customer',
        'Hello — could you tell me about the condition of the surface, and send a photo of it in daylight?',
        at(3 * DAY),
      ),
      message(
        'inm_demo_gallery_2',
        'inq_demo_gallery',
        'gallery',
        'Thank you for asking. The work is in excellent condition: no cracks, fading or repairs. Here it is in the gallery’s north light this morning.',
        at(2 * DAY + 2 * HOUR),
        photo ? [photo] : [],
      ),
      message(
        'inm_demo_gallery_3',
        'inq_demo_gallery',
        'customer',
        'That is very helpful, thank you.',
        at(2 * DAY),
      ),
      message(
        'inm_demo_waiting_1',
        'inq_demo_waiting',
        'customer',
        'Can this work be shipped to Berlin, and roughly what would shipping and insurance cost?',
        at(5 * HOUR),
      ),
      message(
        'inm_demo_unread_1',
        'inq_demo_unread',
        'customer',
        'Is the work sold framed? If not, could the gallery recommend a frame, and is there any room on the price?',
        at(2 * DAY + 3 * HOUR),
      ),
      message(
        'inm_demo_unread_2',
        'inq_demo_unread',
        'operator',
        'The work comes unframed; we can arrange a simple oak frame for about ₩250,000. As for the price, you are welcome to make an offer from this conversation.',
        at(HOUR),
      ),
    ],
  };
}

/** Adds the demo collector and their conversations (in the seed's transaction). */
export async function insertDemoInquiries(
  tx: Executor,
  input: {
    now: Date;
    artworks: readonly PlannedWork[];
    partnerGallery: string | null;
    pictures: readonly { id: string; key: string; originalExt: string }[];
  },
): Promise<void> {
  const collectorId = await insertCustomer(
    tx,
    {
      firstName: DEMO_COLLECTOR.firstName,
      lastName: DEMO_COLLECTOR.lastName,
      email: DEMO_COLLECTOR.email,
      emailVerified: true,
      passwordHash: await hashPassword(DEMO_COLLECTOR.password),
      promotionalConsent: false,
      language: 'en',
    },
    input.now,
  );
  const seller = await findCustomerByEmail(tx, DEMO_SELLER.email);
  const operatorEmail = DEMO_STAFF.find((account) => account.role === 'operator')!.email;
  const operator = await findCustomerByEmail(tx, operatorEmail);
  if (!seller) return;
  const pictures = new Map(input.pictures.map((row) => [row.id, row]));
  const members = await tx
    .selectDistinct({ id: institutionMembers.institutionId })
    .from(institutionMembers);
  const plan = planDemoInquiries({
    now: input.now,
    artworks: input.artworks,
    partnerGallery: input.partnerGallery,
    partnered: new Set(members.map((row) => row.id)),
    photoUrl: (imageId) => {
      const row = pictures.get(imageId);
      return row ? imageUrl(row.key, row.originalExt) : null;
    },
    collectorId,
    sellerId: seller.id,
    operatorId: operator?.id ?? null,
  });
  if (plan.inquiries.length) await tx.insert(inquiries).values(plan.inquiries);
  if (plan.messages.length) await tx.insert(inquiryMessages).values(plan.messages);
}
