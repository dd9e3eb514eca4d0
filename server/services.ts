// The composition root of the server's services: one instance per process, shared by the HTTP
// routes and by server-side rendering (registered in runtime.ts by main.ts).
import { createConditionAdmin, type ConditionAdmin } from './workflows/artwork-condition-admin';
import type { AppContext } from './context';
import { describeError, logger } from './lib/logger';
import { createDatabasePublicReads, type PublicReads } from './lib/public-reads';
import { parseVerificationToken } from './modules/artworks/provenance-chain';
import type { ServerServices } from './runtime';
import { createArtworkCatalogue, type ArtworkCatalogue } from './workflows/artwork-catalogue';
import {
  createCustomerAccountServices,
  type CustomerAccountServices,
} from './workflows/customer-account-services';
import { createBackOffice, type BackOffice } from './workflows/back-office';
import { createCatalogueAdmin, type CatalogueAdmin } from './workflows/catalogue-admin';
import { createEditorialAdmin, type EditorialAdmin } from './workflows/editorial-admin';
import { createPartnerPortal, type PartnerPortal } from './workflows/partner-portal';
import {
  createBackOfficeOperations,
  type BackOfficeOperations,
} from './workflows/back-office-operations';
import { createBids, type BidOptions, type Bids } from './workflows/bids';
import { createBuyingServices, type BuyingServices } from './workflows/buying-services';
import { createCatalogueBrowse, type CatalogueBrowse } from './workflows/catalogue-browse';
import { createCustomerNotices, type CustomerNotices } from './workflows/customer-notices';
import { createOutreach, type Outreach } from './workflows/outreach';
import { createShippingUpdates, type ShippingUpdates } from './workflows/shipping-status';
import { createCustomerWishlist, type CustomerWishlist } from './workflows/customer-wishlist';
import { createReleaseAlerts, type ReleaseAlerts } from './workflows/release-alerts';
import { createCachedAppInitialization } from './workflows/get-app-initialization';
import { createImageUploads, type ImageUploads } from './workflows/artwork-image-upload';
import { createResale, type Resale } from './workflows/resale';
import { createAiSearch, type AiSearch } from './workflows/ai-search';
import { createCouponAdmin, type CouponAdmin } from './workflows/coupon-admin';
import { createCustomerBlocks, type CustomerBlocks } from './workflows/customer-blocks';
import { createContactInbox, type ContactInbox } from './workflows/contact-inbox';
import { createInquiries, type Inquiries } from './workflows/inquiries';

export interface Services extends ServerServices {
  /**
   * Drops every cached public read, here and (through publicReads) on every other instance,
   * after a change no database trigger tells (the back office's catalogue, seeding).
   */
  invalidateCaches(): void;
  /** The freshness port of the public reads (ADR 0039). */
  publicReads: PublicReads;
  /** The artwork calls with pricing (routes in server/http/routes/artwork.routes.ts). */
  artworkCatalogue: ArtworkCatalogue;
  /** Artists, institutions, exhibitions, fairs, editorial, search, handles (catalogue routes). */
  catalogue: CatalogueBrowse;
  /** Customers: accounts, sessions, verification, social sign-in, profile, addresses. */
  customerAccounts: CustomerAccountServices;
  /** Wishes and following: the wish calls and the customer's wishlists. */
  wishlist: CustomerWishlist;
  /** "Notify me" on release-soon works and the release notices' sweep (issue 32, ADR 0077). */
  releaseAlerts: ReleaseAlerts;
  /** Cart, checkout, payments, orders, coupons, pink_rock membership (issue 5). */
  buying: BuyingServices;
  /** Bids on editions, their acceptance and the bid orders (issue 6). */
  bids: Bids;
  /** Customers' picture uploads (POST store/upload/artwork/image). */
  imageUploads: ImageUploads;
  /** Resale and consignment of owned editions (issue 6, ADR 0025). */
  resale: Resale;
  /** The AI search: query understanding, retrieval and ranking (issue 7, ADR 0026). */
  aiSearch: AiSearch;
  /** Customer notices of orders, offers and resale, and the deposit reminder sweep (issue 9). */
  notices: CustomerNotices;
  /** Contact requests and the newsletter (issue 9). */
  outreach: Outreach;
  /** The operators' shipping status moves (issue 9). */
  shipping: ShippingUpdates;
  /** The back office: staff roles, operators' and partners' calls, the audit log (issue 10). */
  backOffice: BackOffice;
  /** The back office's catalogue: artists, artworks, editions (issue 10). */
  catalogueAdmin: CatalogueAdmin;
  /** The back office's exchange rates and outbox view (issue 10). */
  backOfficeOperations: BackOfficeOperations;
  /** The back office's galleries, categories, exhibitions, fairs, banners, FAQ, contents. */
  editorialAdmin: EditorialAdmin;
  /** The back office's coupons: define, deactivate, issue to customers and segments (issue 10). */
  couponAdmin: CouponAdmin;
  /** The back office's blocking and unblocking of customers (issue 10). */
  customerBlocks: CustomerBlocks;
  /** The back office's contact inbox (issue 10). */
  contactInbox: ContactInbox;
  /** The partner portal: a gallery's profile, artworks, exhibitions and sales (issue 10). */
  partnerPortal: PartnerPortal;
  /** A work's condition report, defect photos, exhibitions and literature (issue 32). */
  conditionAdmin: ConditionAdmin;
  /** Questions about a work: the collector's conversations and the answering side's (issue 31). */
  inquiries: Inquiries;
  /** Stops background work and waits for what is in flight (before the database closes). */
  close(): Promise<void>;
}

export interface ServiceOptions {
  /** The freshness port; by default the database's NOTIFY channel (every instance). */
  publicReads?: PublicReads;
  /** Replaces parts of the customer services (tests: transports, a limiter store). */
  customerAccounts?: Parameters<typeof createCustomerAccountServices>[1];
  /** Replaces parts of the buying services (tests: a payment gateway). */
  buying?: Parameters<typeof createBuyingServices>[1];
  /** Bid options (by default the owner of a resold edition comes from the resale workflow). */
  bids?: BidOptions;
}

export function createServices(ctx: AppContext, options: ServiceOptions = {}): Services {
  const appInit = createCachedAppInitialization(ctx);
  const customerAccounts = createCustomerAccountServices(ctx, options.customerAccounts);
  const artworkCatalogue = createArtworkCatalogue(ctx);
  const { artworks, pricing } = artworkCatalogue;
  const catalogue = createCatalogueBrowse(ctx, artworkCatalogue);
  const aiSearch = createAiSearch(ctx, artworkCatalogue);
  const wishlist = createCustomerWishlist(ctx, { artworkCatalogue, catalogue });
  const notices = createCustomerNotices(ctx, customerAccounts.notifications);
  const releaseAlerts = createReleaseAlerts(ctx, {
    notifications: customerAccounts.notifications,
    artworkCatalogue,
  });
  const buying = createBuyingServices(ctx, { notices, ...options.buying });
  const resale = createResale(ctx, buying.checkout, notices);
  const bids = createBids(ctx, buying.checkout, {
    ownerOfEdition: resale.ownerOfEdition,
    ownedEditionOf: resale.ownedEditionOf,
    resaleKindOf: resale.resaleKindOf,
    notices,
    ...options.bids,
  });
  const publicReads =
    options.publicReads ??
    createDatabasePublicReads({
      onNotification: (listener) => ctx.database.onNotification('public_reads', listener),
      notify: (payload) => ctx.database.notify('public_reads', payload),
    });
  const stopHearing = publicReads.subscribe((change) => {
    artworkCatalogue.invalidate(change);
    catalogue.invalidate(change);
    if ('all' in change) {
      appInit.clear();
      aiSearch.invalidateCaches();
    }
  });
  const invalidateCaches = () => {
    publicReads.invalidate({ all: true }).catch((error: unknown) => {
      logger.error('public reads: other instances not told', { error: describeError(error) });
    });
  };
  const catalogueAdmin = createCatalogueAdmin(ctx, invalidateCaches, notices);
  return {
    appInit: (countryCode, language) => appInit.get(countryCode, language),
    artworkCatalogue,
    listArtworks: async (filters, language, currency) =>
      artworks.list(filters, language, await pricing(currency)),
    getArtwork: async (handle, language, currency) =>
      artworks.detail(handle, language, await pricing(currency)),
    countArtworks: (query, language) => artworks.countByCategory(query, language),
    listArtworkGroups: async (query, language, currency) =>
      artworks.groups(query, language, await pricing(currency)),
    listFeaturedArtworks: async (query, language, currency) =>
      artworks.featured(query, language, await pricing(currency)),
    recommendArtworks: async (artworkId, limit, language, currency) =>
      artworks.recommend(artworkId, limit, language, await pricing(currency)),
    getArtworkCertificate: async (handle, editionNumber, language) =>
      artworks.certificate(handle, editionNumber, language, await pricing('krw')),
    checkArtworkCertificate: async (token, language) => {
      const parsed = parseVerificationToken(token);
      return parsed
        ? artworks.checkCertificate(
            parsed.certificateNumber,
            parsed.code,
            language,
            await pricing('krw'),
          )
        : null;
    },
    catalogue,
    listArtists: (query, language) => catalogue.listArtists(query, language),
    getArtist: (idOrHandle, language, currency) =>
      catalogue.getArtist(idOrHandle, language, currency),
    listFeaturedArtistsPage: (query, language) => catalogue.listFeaturedArtists(query, language),
    listInstitutions: (query, language) => catalogue.listInstitutions(query, language),
    getInstitution: (idOrHandle, language, currency) =>
      catalogue.getInstitution(idOrHandle, language, currency),
    listExhibitions: (query, language) => catalogue.listExhibitions(query, language),
    getExhibition: (handle, language, currency) =>
      catalogue.getExhibition(handle, language, currency),
    listExhibitionArtworks: (handle, query, language, currency) =>
      catalogue.listExhibitionArtworks(handle, query, language, currency),
    listExhibitionArtists: (handle, query, language) =>
      catalogue.listExhibitionArtists(handle, query, language),
    getExhibitionHighlight: (id, language, currency) =>
      catalogue.getExhibitionHighlight(id, language, currency),
    listExhibitionHighlights: (query, language) =>
      catalogue.listExhibitionHighlights(query, language),
    getFair: (key, language) => catalogue.getFair(key, language),
    listRollingBanners: (query, language) => catalogue.listRollingBanners(query, language),
    listFaqs: (query, language) => catalogue.listFaqs(query, language),
    listContents: (query, language) => catalogue.listContents(query, language),
    getContent: (handle, language, currency) => catalogue.getContent(handle, language, currency),
    listTempArtworks: (query, language, currency) =>
      catalogue.listTempArtworks(query, language, currency),
    listTempArtists: (query, language) => catalogue.listTempArtists(query, language),
    listTempInstitutions: (query, language) => catalogue.listTempInstitutions(query, language),
    openSearch: (keyword, language, currency) =>
      catalogue.openSearch({ keyword }, language, currency),
    listHandles: () => catalogue.listHandles(),
    customerAccounts,
    wishlist,
    releaseAlerts,
    buying,
    bids,
    imageUploads: createImageUploads(ctx, customerAccounts.limiter),
    resale,
    aiSearch,
    notices,
    outreach: createOutreach(ctx, {
      notifications: customerAccounts.notifications,
      limiter: customerAccounts.limiter,
    }),
    shipping: createShippingUpdates(ctx, buying.orders),
    backOffice: createBackOffice(ctx, { orders: buying.orders, resale, bids }),
    catalogueAdmin,
    backOfficeOperations: createBackOfficeOperations(ctx, invalidateCaches),
    editorialAdmin: createEditorialAdmin(ctx, invalidateCaches),
    couponAdmin: createCouponAdmin(ctx),
    customerBlocks: createCustomerBlocks(ctx, customerAccounts.sessions),
    contactInbox: createContactInbox(ctx),
    partnerPortal: createPartnerPortal(ctx, { catalogueAdmin, bids }, invalidateCaches),
    conditionAdmin: createConditionAdmin(ctx, invalidateCaches),
    inquiries: createInquiries(ctx, {
      notifications: customerAccounts.notifications,
      limiter: customerAccounts.limiter,
      bids,
    }),
    close: () => {
      stopHearing();
      publicReads.close();
      return customerAccounts.close();
    },
    invalidateCaches,
    publicReads,
  };
}
