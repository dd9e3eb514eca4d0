// App initialisation (rules §3): everything the shell needs on every page, from four domains.
import type { AppContext } from '../context';
import { AppError } from '../errors';
import { TtlCache } from '../lib/ttl-cache';
import {
  listCategories,
  listFeaturedArtists,
  listFeaturedInstitutions,
} from '../modules/catalogue/catalogue.repository';
import {
  listFairs,
  listHeaderHighlights,
  listOpenExhibitions,
} from '../modules/exhibitions/exhibitions.repository';
import { findCountry } from '../modules/money/countries';
import { listPaymentProviders } from '../modules/money/money.repository';
import type { AppInitDto, Language } from '@/schemas/dto';
import { currencies, currencyCodes } from '@/rules/money';
import { monitoringConfig } from './monitoring-config';
import { preAccessRequired } from './pre-access';

/** The header shows highlights + 5 exhibitions, or 8 without highlights (rules §9). */
const headerExhibitionLimit = 8;
const headerHighlightLimit = 3;

export async function getAppInitialization(
  ctx: AppContext,
  countryCode: string,
  language: Language,
): Promise<AppInitDto> {
  const country = findCountry(countryCode, language);
  if (!country) throw new AppError('NOT_FOUND', 'Country not found');
  const now = ctx.now();
  const [
    artworkCategories,
    paymentProviders,
    featuredArtists,
    featuredInstitutions,
    fairs,
    exhibitions,
    menuExhibitions,
    highlights,
  ] = await Promise.all([
    listCategories(ctx.db, language),
    listPaymentProviders(ctx.db, language),
    listFeaturedArtists(ctx.db, language, 12),
    listFeaturedInstitutions(ctx.db, language, 12),
    listFairs(ctx.db, language, now, 5),
    listOpenExhibitions(ctx.db, language, now, { limit: 12, order: 'opening' }),
    listOpenExhibitions(ctx.db, language, now, { limit: headerExhibitionLimit, order: 'menu' }),
    listHeaderHighlights(ctx.db, language, now, headerHighlightLimit),
  ]);
  return {
    country,
    artwork_categories: artworkCategories,
    payment_providers: paymentProviders,
    featured_artists: featuredArtists,
    featured_institutions: featuredInstitutions,
    currencies: currencyCodes.map((code) => currencies[code]),
    fairs,
    exhibitions,
    pre_access: preAccessRequired(ctx.config.PRE_ACCESS_EMAILS),
    monitoring: monitoringConfig(ctx.config),
    headers_exhibitions: {
      exhibitions: menuExhibitions.map(({ id, handle, short_title, title }) => ({
        id,
        handle,
        short_title,
        title,
      })),
      exhibition_highlights: highlights,
    },
  };
}

/** The same, cached in-process for a short while: every page render asks for it. */
export function createCachedAppInitialization(ctx: AppContext, ttlMs = 15_000) {
  const cache = new TtlCache<AppInitDto>(ttlMs);
  return {
    get: (countryCode: string, language: Language) =>
      cache.get(`${countryCode.toUpperCase()}:${language}`, () =>
        getAppInitialization(ctx, countryCode, language),
      ),
    clear: () => cache.clear(),
  };
}
