// Asking to resell or consign an owned edition (POST store/resell/register, GET/POST
// store/artwork/consign/{id}): the request starts reviewing and its owner is told, in one
// transaction; one request is in play per edition.
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import { AppError } from '../../errors';
import { logger } from '../../lib/logger';
import type { insertResale } from '../../modules/resale/resale.repository';
import type { Language } from '@/schemas/dto';
import type { CurrencyCode } from '@/rules/money';
import {
  consignmentConditions,
  consignmentHandovers,
  resaleMessages as m,
  type ConsignRequest,
  type RegisterResaleRequest,
} from '@/schemas/resale';
import type { ConsignFormDto, ResaleRequestDto } from '@/schemas/resale-dto';
import type { CustomerNotices } from '../customer-notices';
import type { ResaleReads } from './resale-reads';
import { notifySeller } from './steps/notify-seller';
import { recordRequest } from './steps/record-request';

type RequestValues = Omit<
  Parameters<typeof insertResale>[1],
  'editionId' | 'artworkId' | 'sellerId' | 'ownershipOrderId'
>;

export function createRegisterResale(
  ctx: AppContext,
  reads: ResaleReads,
  notices: CustomerNotices | undefined,
) {
  async function register(
    customerId: string,
    editionId: string,
    values: RequestValues,
    language: Language,
  ): Promise<ResaleRequestDto> {
    const ownership = await reads.ownedEdition(customerId, editionId);
    try {
      // Received: the owner hears of it in the transaction that records it.
      const row = await ctx.db.transaction(async (tx) => {
        const inserted = await recordRequest(tx, {
          values: {
            ...values,
            editionId,
            artworkId: ownership.artworkId,
            sellerId: customerId,
            ownershipOrderId: ownership.orderId,
          },
          now: ctx.now(),
        });
        await notifySeller(tx, { notices, resaleId: inserted.id });
        return inserted;
      });
      logger.info('resale requested', { resale_id: row.id, kind: row.kind });
      return reads.one(row, language);
    } catch (error) {
      // The partial unique index: one request in play per edition.
      if (isUniqueViolation(error)) throw new AppError('CONFLICT', m.alreadyRequested);
      throw error;
    }
  }

  return {
    /** POST store/resell/register */
    register: (customerId: string, input: RegisterResaleRequest, language: Language) =>
      register(
        customerId,
        input.edition_id,
        { kind: 'resale', desiredPrice: input.desired_price },
        language,
      ),

    /** GET store/artwork/consign/{id}: the owned edition and the consign form's choices. */
    async consignForm(
      customerId: string,
      editionId: string,
      language: Language,
      currency: CurrencyCode,
    ): Promise<ConsignFormDto> {
      const ownership = await reads.ownedEdition(customerId, editionId);
      const [work] = await reads.works([ownership], language);
      return {
        work: work!,
        conditions: consignmentConditions,
        handovers: consignmentHandovers,
        commission_bps: ctx.config.RESALE_COMMISSION_BPS,
        royalty_bps: ctx.config.RESALE_ROYALTY_BPS,
        exchange_rate: await reads.rateFor(currency),
      };
    },

    /** POST store/artwork/consign/{id} */
    consign: (customerId: string, editionId: string, input: ConsignRequest, language: Language) =>
      register(
        customerId,
        editionId,
        {
          kind: 'consignment',
          desiredPrice: input.desired_price,
          condition: input.condition,
          conditionNote: input.condition_note || null,
          photos: input.photos,
          handover: input.handover,
        },
        language,
      ),
  };
}
