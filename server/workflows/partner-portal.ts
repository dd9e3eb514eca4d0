// The partner portal (issue 10): a gallery's staff in the back office. Everything is narrowed to
// the partner's own galleries (StaffMember.institutions): another gallery's profile, artwork,
// edition or sale is not found (404), never forbidden. The catalogue changes are the operator's
// catalogue service with that scope (same rules, same audit rows); the profile change is audited
// here; the sales report settles primary sales at PRIMARY_COMMISSION_BPS.
import type { AppContext } from '../context';
import { isForeignKeyViolation } from '../db/errors';
import { AppError, notFound } from '../errors';
import { localize } from '../lib/localize';
import { listArtistsForAdmin } from '../modules/artists/artist-admin.repository';
import {
  countEditionsOnSale,
  findInstitutionRow,
  findPrimarySale,
  insertPayout,
  listCategories,
  listExhibitionsOfInstitutions,
  listPrimarySales,
  updateInstitutionRow,
  type InstitutionChanges,
  type InstitutionRow,
  type PrimarySaleRow,
} from '../modules/partner/partner.repository';
import { createAuditTrail, type StaffMember } from './back-office';
import type { Bids } from './bids';
import type { CatalogueAdmin } from './catalogue-admin';
import {
  catalogueMessages,
  type ArtworkInput,
  type ArtworkViewsRequest,
  type CreateArtworkRequest,
  type EditionInput,
} from '@/schemas/back-office-catalogue';
import {
  partnerMessages as m,
  type PartnerDashboardDto,
  type PartnerExhibitionDto,
  type PartnerInstitutionDto,
  type PartnerArtworkListQuery,
  type PartnerSaleDto,
  type PartnerSalesDto,
  type PartnerSalesQuery,
  type PayoutStatus,
  type UpdateInstitutionRequest,
} from '@/schemas/back-office-partner';
import type { EditionType } from '@/schemas/artwork-dto';
import { shippingTracks, type ShippingMethod } from '@/rules/checkout-rules';
import type { Language } from '@/schemas/dto';
import { convertToKrw } from '@/rules/money-conversion';
import { isCurrencyCode } from '@/rules/money';
import { settlePrimarySale } from '@/rules/order-pricing';

export type PartnerPortal = ReturnType<typeof createPartnerPortal>;

const KST_OFFSET_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;

/** The Korean calendar day of `date`, as YYYY-MM-DD. */
export const storeDay = (date: Date) =>
  new Date(date.getTime() + KST_OFFSET_MS).toISOString().slice(0, 10);
/** Midnight (Korean time) starting the day `day` (YYYY-MM-DD). */
const startOfDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - KST_OFFSET_MS);

export const institutionDto = (row: InstitutionRow): PartnerInstitutionDto => ({
  id: row.id,
  handle: row.handle,
  type: row.type,
  name_en: row.nameEn,
  name_ko: row.nameKo,
  description_en: row.descriptionEn,
  description_ko: row.descriptionKo,
  address_en: row.addressEn,
  address_ko: row.addressKo,
  city_en: row.cityEn,
  city_ko: row.cityKo,
  website: row.website,
  instagram: row.instagram,
  contact_email: row.contactEmail,
  phone: row.phone,
  logo_image_id: row.logoImageId,
  cover_image_id: row.coverImageId,
  updated_at: row.updatedAt.toISOString(),
});

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;

const institutionChanges = (input: UpdateInstitutionRequest): InstitutionChanges =>
  defined({
    descriptionEn: input.description_en,
    descriptionKo: input.description_ko,
    addressEn: input.address_en,
    addressKo: input.address_ko,
    cityEn: input.city_en,
    cityKo: input.city_ko,
    website: input.website,
    instagram: input.instagram,
    contactEmail: input.contact_email,
    phone: input.phone,
    logoImageId: input.logo_image_id,
    coverImageId: input.cover_image_id,
  });

/**
 * Where a primary sale's payout stands: paid out once an operator recorded it; otherwise due
 * when the order reached the end of its shipping track (delivered, in storage, picked up), and
 * pending before that (there is no payout record yet).
 */
export function payoutStatusOf(sale: {
  payoutPaidAt: Date | null;
  shippingMethod: string;
  shippingStatus: string;
}): PayoutStatus {
  if (sale.payoutPaidAt) return 'paid_out';
  const track: readonly string[] | undefined =
    shippingTracks[sale.shippingMethod as ShippingMethod];
  return track && track[track.length - 1] === sale.shippingStatus ? 'due' : 'pending';
}

/**
 * The sale's settlement in won (rules §4.37): on the KRW price the order keeps (the price listed
 * or the offer accepted, whatever the buyer paid in); an order without one (none since ADR 0072's
 * migration) on its art price converted back at its locked rate.
 */
function settle(
  row: Pick<PrimarySaleRow, 'artPrice' | 'currencyCode' | 'krwPerUnit' | 'salePriceKrw'>,
  bps: number,
) {
  const currency = isCurrencyCode(row.currencyCode) ? row.currencyCode : 'krw';
  const krw =
    row.salePriceKrw ?? convertToKrw({ amount: row.artPrice, currency }, Number(row.krwPerUnit));
  return settlePrimarySale(krw, bps);
}

export function createPartnerPortal(
  ctx: AppContext,
  deps: { catalogueAdmin: CatalogueAdmin; bids: Bids },
  invalidateCaches: () => void,
) {
  const { catalogueAdmin, bids } = deps;
  const audited = createAuditTrail(ctx);
  const galleries = (staff: StaffMember) => staff.institutions.map((i) => i.id);

  async function institutionOf(staff: StaffMember, id: string) {
    const row = galleries(staff).includes(id) ? await findInstitutionRow(ctx.db, id) : null;
    if (!row) throw notFound(catalogueMessages.institutionNotFound);
    return institutionDto(row);
  }

  async function salesOf(
    staff: StaffMember,
    period: { from: string; to: string },
    language: Language,
  ): Promise<PartnerSalesDto> {
    const bps = ctx.config.PRIMARY_COMMISSION_BPS;
    const rows = await listPrimarySales(ctx.db, galleries(staff), {
      from: startOfDay(period.from),
      to: new Date(startOfDay(period.to).getTime() + DAY_MS),
    });
    const totals = {
      count: rows.length,
      sale_price: 0,
      platform_commission: 0,
      payout: 0,
      paid_out: 0,
      due: 0,
      pending: 0,
    };
    const sales = rows.map((row): PartnerSaleDto => {
      const settled = settle(row, bps);
      const status = payoutStatusOf(row);
      // A recorded payout says what was paid; the rest is what is owed at today's rate.
      const payout = row.payoutAmountKrw ?? settled.payout;
      totals.sale_price += settled.sale_price;
      totals.platform_commission += settled.platform_commission;
      totals.payout += payout;
      totals[status] += payout;
      return {
        order_id: row.orderId,
        order_number: row.orderNumber,
        paid_at: row.paidAt!.toISOString(),
        artwork_id: row.artworkId,
        artwork_handle: row.artworkHandle,
        artwork_title: localize(language, row.titleEn, row.titleKo),
        institution_id: row.institutionId!,
        edition_number: row.editionNumber,
        edition_type: row.editionType as EditionType,
        edition_size: row.editionSize,
        sale_price: settled.sale_price,
        platform_commission: settled.platform_commission,
        payout,
        // What the buyer paid for the work in their currency: a reference beside the won.
        paid_by_buyer: {
          amount: row.artPrice,
          currency_code: isCurrencyCode(row.currencyCode) ? row.currencyCode : 'krw',
        },
        status,
        shipping_status: row.shippingStatus,
        paid_out_at: row.payoutPaidAt?.toISOString() ?? null,
      };
    });
    return { from: period.from, to: period.to, commission_bps: bps, sales, totals };
  }

  /** The period asked for; by default this month so far (Korean calendar). */
  function periodOf(query: PartnerSalesQuery) {
    const today = storeDay(ctx.now());
    const from = query.from ?? `${(query.to ?? today).slice(0, 8)}01`;
    const to = query.to ?? (from > today ? from : today);
    if (to < from) throw new AppError('VALIDATION', m.badPeriod, { to: m.badPeriod });
    return { from, to };
  }

  return {
    /** The forms' choices: the partner's galleries, the categories and the artists. */
    async choices(staff: StaffMember, language: Language) {
      const [categories, artists] = await Promise.all([
        listCategories(ctx.db),
        listArtistsForAdmin(ctx.db, undefined, { limit: 1000, offset: 0 }),
      ]);
      return {
        institutions: staff.institutions.map((i) => ({
          id: i.id,
          name: localize(language, i.nameEn, i.nameKo),
        })),
        categories: categories.map((c) => ({
          id: c.id,
          title: localize(language, c.titleEn, c.titleKo),
        })),
        artists: artists.rows.map((a) => ({
          id: a.id,
          name: localize(language, a.nameEn, a.nameKo),
        })),
      };
    },

    async dashboard(staff: StaffMember, language: Language): Promise<PartnerDashboardDto> {
      const ids = galleries(staff);
      const [pendingOffers, onSale, month] = await Promise.all([
        bids.countPending({ institutionIds: ids }),
        countEditionsOnSale(ctx.db, ids),
        salesOf(staff, periodOf({}), language),
      ]);
      return {
        pending_offers: pendingOffers,
        editions_on_sale: onSale,
        sales_this_month: {
          count: month.totals.count,
          sale_price: month.totals.sale_price,
          payout: month.totals.payout,
        },
      };
    },

    getInstitution: (staff: StaffMember, id: string): Promise<PartnerInstitutionDto> =>
      institutionOf(staff, id),

    async updateInstitution(staff: StaffMember, id: string, input: UpdateInstitutionRequest) {
      const before = await institutionOf(staff, id);
      try {
        const after = await audited(
          staff,
          'institution.update',
          { type: 'institution', id },
          before,
          async () => {
            const row = await updateInstitutionRow(
              ctx.db,
              id,
              institutionChanges(input),
              ctx.now(),
            );
            if (!row) throw notFound(catalogueMessages.institutionNotFound);
            return institutionDto(row);
          },
          (dto) => dto,
        );
        invalidateCaches();
        return after;
      } catch (error) {
        // An unknown logo or cover image id.
        if (isForeignKeyViolation(error)) {
          throw new AppError('VALIDATION', catalogueMessages.unknownReference);
        }
        throw error;
      }
    },

    listArtworks: (staff: StaffMember, query: PartnerArtworkListQuery) =>
      catalogueAdmin.listArtworks(query, {
        institutionIds: galleries(staff),
        status: query.status,
      }),

    getArtwork: (staff: StaffMember, id: string) => catalogueAdmin.getArtwork(id, galleries(staff)),

    /** A new artwork of one of the partner's galleries (their only one when none is named). */
    createArtwork(staff: StaffMember, input: CreateArtworkRequest) {
      const ids = galleries(staff);
      const institutionId = input.institution_id ?? (ids.length === 1 ? ids[0] : null);
      return catalogueAdmin.createArtwork(staff, { ...input, institution_id: institutionId }, ids);
    },

    updateArtwork: (staff: StaffMember, id: string, input: ArtworkInput) =>
      catalogueAdmin.updateArtwork(staff, id, input, galleries(staff)),
    getViews: (staff: StaffMember, id: string) => catalogueAdmin.getViews(id, galleries(staff)),
    replaceViews: (staff: StaffMember, id: string, input: ArtworkViewsRequest) =>
      catalogueAdmin.replaceViews(staff, id, input, galleries(staff)),

    updateEdition: (staff: StaffMember, id: string, input: EditionInput) =>
      catalogueAdmin.updateEdition(staff, id, input, galleries(staff)),

    async listExhibitions(
      staff: StaffMember,
      page: { limit: number; offset: number },
      language: Language,
    ) {
      const { rows, count } = await listExhibitionsOfInstitutions(ctx.db, galleries(staff), page);
      const now = ctx.now();
      return {
        exhibitions: rows.map((row): PartnerExhibitionDto => ({
          id: row.id,
          handle: row.handle,
          type: row.type,
          title: localize(language, row.titleEn, row.titleKo),
          institution_id: row.institutionId,
          starts_at: row.startsAt.toISOString(),
          ends_at: row.endsAt.toISOString(),
          has_on_view: row.hasOnView,
          state: row.startsAt > now ? 'upcoming' : row.endsAt < now ? 'past' : 'current',
        })),
        count,
        limit: page.limit,
        offset: page.offset,
      };
    },

    sales: (staff: StaffMember, query: PartnerSalesQuery, language: Language) =>
      salesOf(staff, periodOf(query), language),

    /** The sales report as CSV (UTF-8 with a byte-order mark, so spreadsheets read Korean). */
    async salesCsv(staff: StaffMember, query: PartnerSalesQuery, language: Language) {
      const report = await salesOf(staff, periodOf(query), language);
      const cell = (value: string | number | null) => {
        const text = value === null ? '' : String(value);
        // Quoted always; a leading formula character is defused for spreadsheets.
        const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
        return `"${safe.replace(/"/g, '""')}"`;
      };
      const header = [
        'order_number',
        'paid_at',
        'artwork',
        'edition',
        'sale_price_krw',
        'platform_commission_krw',
        'payout_krw',
        'status',
        'paid_out_at',
        'paid_by_buyer',
        'paid_currency',
      ];
      const lines = report.sales.map((s) =>
        [
          s.order_number,
          s.paid_at,
          s.artwork_title,
          s.edition_number,
          s.sale_price,
          s.platform_commission,
          s.payout,
          s.status,
          s.paid_out_at,
          // Minor units of the currency, as a reference (the figures above are won).
          s.paid_by_buyer.amount,
          s.paid_by_buyer.currency_code.toUpperCase(),
        ]
          .map(cell)
          .join(','),
      );
      const t = report.totals;
      lines.push(
        ['total', '', '', t.count, t.sale_price, t.platform_commission, t.payout, '', '', '', '']
          .map(cell)
          .join(','),
      );
      return {
        filename: `sales-${report.from}-${report.to}.csv`,
        body: `\uFEFF${[header.map(cell).join(','), ...lines].join('\r\n')}\r\n`,
      };
    },

    /** An operator records that the gallery was paid for a primary sale (audited; once). */
    async recordPayout(staff: StaffMember, orderId: string, reference: string) {
      const sale = await findPrimarySale(ctx.db, orderId);
      if (!sale) throw notFound(m.saleNotFound);
      if (sale.payoutPaidAt) throw new AppError('CONFLICT', m.payoutExists);
      const status = payoutStatusOf(sale);
      const amount = settle(sale, ctx.config.PRIMARY_COMMISSION_BPS).payout;
      return audited(
        staff,
        'payout.record',
        { type: 'order', id: orderId },
        { payout_status: status },
        async () => {
          const now = ctx.now();
          const inserted = await insertPayout(ctx.db, {
            orderId,
            institutionId: sale.institutionId,
            amountKrw: amount,
            reference,
            paidBy: staff.customerId,
            paidAt: now,
          });
          if (!inserted) throw new AppError('CONFLICT', m.payoutExists);
          return {
            order_id: orderId,
            institution_id: sale.institutionId,
            amount_krw: amount,
            reference,
            paid_at: now.toISOString(),
            status: 'paid_out' as const,
          };
        },
        (dto) => dto,
      );
    },
  };
}
