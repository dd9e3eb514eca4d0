// The catalogue browse's editorial reads: the rolling banners, the FAQ (by category and
// keyword), the stories list, and a published story with the works it shows.
import { normalizeKeyword } from '../../lib/text-match';
import { parseInput } from '../../lib/validation';
import {
  findActiveBanners,
  findContentPage,
  findFaqPage,
  findPublishedContent,
} from '../../modules/editorial/editorial.repository';
import type { BrowseContext } from './browse-context';
import { contentsQuerySchema, faqQuerySchema, pageQuerySchema } from '@/schemas/catalogue-filters';
import type { Language } from '@/schemas/dto';
import type {
  ContentDetailDto,
  ContentListDto,
  FaqListDto,
  RollingBannerListDto,
} from '@/schemas/editorial-dto';
import type { CurrencyCode } from '@/rules/money';

export function createEditorialReads({ ctx, db, artworkCards }: BrowseContext) {
  async function listRollingBanners(
    input: unknown,
    language: Language,
  ): Promise<RollingBannerListDto> {
    const { limit, offset } = parseInput(pageQuerySchema, input);
    const page = await findActiveBanners(db, { limit, offset }, language, ctx.now());
    return { rolling_banners: page.banners, count: page.count, limit, offset };
  }

  async function listFaqs(input: unknown, language: Language): Promise<FaqListDto> {
    const query = parseInput(faqQuerySchema, input);
    const { limit, offset } = query;
    const page = await findFaqPage(
      db,
      { category: query.category, q: query.q ? normalizeKeyword(query.q) : undefined },
      { limit, offset },
      language,
    );
    return { ...page, limit, offset };
  }

  async function listContents(input: unknown, language: Language): Promise<ContentListDto> {
    const query = parseInput(contentsQuerySchema, input);
    const { limit, offset } = query;
    const page = await findContentPage(
      db,
      { type: query.type },
      { limit, offset },
      language,
      ctx.now(),
    );
    return { ...page, limit, offset };
  }

  /** A story with the works it shows (those still listed, in its order); null if unpublished. */
  async function getContent(
    handle: string,
    language: Language,
    currency: CurrencyCode,
  ): Promise<ContentDetailDto | null> {
    const found = await findPublishedContent(db, handle, language, ctx.now());
    if (!found) return null;
    return { ...found.content, artworks: await artworkCards(found.artworkIds, language, currency) };
  }

  return { listRollingBanners, listFaqs, listContents, getContent };
}
