// The store API as one Hono app: /v3 (main), /v2 (resell), /ai (AI search), /media (images)
// and the health endpoints. server/main.ts hands it these prefixes straight from node:http.
import { Hono } from 'hono';
import { ValidationError } from 'yup';
import { isDatabaseUnavailable, isTransientConflict } from '../db/errors';
import { AppError } from '../errors';
import type { AppContext } from '../context';
import { RateLimitedError } from '../modules/rate-limits/rate-limiter';
import { createServices, type Services } from '../services';
import { reportServerError, type FailedRequest } from '../lib/error-reports';
import { describeError, logger } from '../lib/logger';
import { QueueFullError } from '../lib/admission-queue';
import { currentRequest, withRequest } from '../lib/request-context';
import { REQUEST_ID_HEADER } from '../lib/request-id';
import { buildOpenApiDocument } from './openapi';
import { toValidationError } from '../lib/validation';
import { routesOf } from './route';
import { etagRevalidated } from './fresh-json';
import { loopbackOnly } from './loopback';
import { apiBodyLimit } from './request-body';
import { createSecurityHeaders, securityHeadersMiddleware } from './security-headers';
import { registerAiSearchRoutes } from './routes/ai-search.routes';
import { registerAppRoutes } from './routes/app.routes';
import { registerArtworkRoutes } from './routes/artwork.routes';
import { registerBackOfficeCatalogueRoutes } from './routes/back-office-catalogue.routes';
import { registerBackOfficeEditorialRoutes } from './routes/back-office-editorial.routes';
import { registerBackOfficeOperationsRoutes } from './routes/back-office-operations.routes';
import { registerBackOfficePartnerRoutes } from './routes/back-office-partner.routes';
import { registerBackOfficeRoutes } from './routes/back-office.routes';
import { registerBackOfficeCouponRoutes } from './routes/back-office-coupons.routes';
import { registerBackOfficeCustomerRoutes } from './routes/back-office-customers.routes';
import { registerBackOfficeContactRoutes } from './routes/back-office-contacts.routes';
import { registerBidRoutes } from './routes/bid.routes';
import { registerBuyingRoutes } from './routes/buying.routes';
import { registerBackOfficeInquiryRoutes } from './routes/back-office-inquiries.routes';
import { registerInquiryRoutes } from './routes/inquiry.routes';
import { registerCatalogueRoutes } from './routes/catalogue.routes';
import { registerCustomerRoutes } from './routes/customer.routes';
import { registerDevRoutes } from './routes/dev.routes';
import { registerShippingAddressRoutes } from './routes/shipping-address.routes';
import { registerSocialSignInRoutes } from './routes/social-sign-in.routes';
import { registerHealthRoutes } from './routes/health.routes';
import { registerInternalRoutes } from './routes/internal.routes';
import { registerMediaRoutes } from './routes/media.routes';
import { registerMonitoringTestRoutes } from './routes/monitoring-test.routes';
import { IMAGE_UPLOAD_PATH, registerUploadRoutes } from './routes/upload.routes';
import { registerOutreachRoutes } from './routes/outreach.routes';
import { registerResaleRoutes } from './routes/resale.routes';
import { registerWishRoutes } from './routes/wish.routes';
import { registerReleaseAlertRoutes } from './routes/release-alert.routes';

/** The answer to a request the database could not serve (503, with Retry-After; ADR 0069). */
export const unavailableMessage =
  'The service is briefly unavailable. Please try again in a few seconds.';
/** Seconds a client is told to wait when the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;

/** The answer to a request that lost a lock cycle (503, with Retry-After). */
export const busyMessage =
  'Someone else was changing the same item at that moment. Please try again.';

export function createApiApp(ctx: AppContext, services: Services = createServices(ctx)): Hono {
  const app = new Hono();

  // server/main.ts gives each request its id and context; an app served on its own (the API
  // tests) gives them here, so every log line and error answer has one either way.
  app.use('*', async (c, next) => {
    if (currentRequest()) return next();
    const requestId = crypto.randomUUID();
    c.header(REQUEST_ID_HEADER, requestId);
    return withRequest({ requestId }, next);
  });

  app.onError((error, c) => {
    const requestId = currentRequest()?.requestId ?? c.req.header(REQUEST_ID_HEADER) ?? null;
    // rules §8: a 5xx answer is reported (when a DSN is set) with the request's id, which the
    // answer gives too, so a customer or an operator can quote it.
    const failed = (): FailedRequest => ({ requestId, method: c.req.method, path: c.req.path });
    if (error instanceof AppError) {
      if (error.status >= 500) reportServerError(error, failed());
      if (error instanceof RateLimitedError || error instanceof QueueFullError) {
        c.header('Retry-After', String(error.retryAfterSeconds));
      }
      if (error.status >= 500) {
        return c.json({ ...error.toJSON(), request_id: requestId }, error.status);
      }
      return c.json(error.toJSON(), error.status);
    }
    if (error instanceof ValidationError) {
      const appError = toValidationError(error);
      return c.json(appError.toJSON(), appError.status);
    }
    if (isTransientConflict(error)) {
      // A lock cycle PostgreSQL broke: nothing was written, and the client may send it again.
      logger.warn('transient database conflict', { method: c.req.method, path: c.req.path });
      c.header('Retry-After', '1');
      return c.json({ message: busyMessage, code: 'BUSY', request_id: requestId }, 503);
    }
    if (isDatabaseUnavailable(error)) {
      // The database is out of reach (ADR 0069): the client is told when to try again, and the
      // outage is a warning per request, not an error report per request.
      logger.warn('database unavailable', {
        method: c.req.method,
        path: c.req.path,
        error: describeError(error),
      });
      c.header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      return c.json(
        { message: unavailableMessage, code: 'UNAVAILABLE', request_id: requestId },
        503,
      );
    }
    logger.error('unhandled error', {
      method: c.req.method,
      path: c.req.path,
      error: describeError(error),
    });
    reportServerError(error, failed());
    return c.json(
      { message: 'Internal server error', code: 'INTERNAL', request_id: requestId },
      500,
    );
  });
  app.notFound((c) => c.json({ message: 'Not found', code: 'NOT_FOUND' }, 404));
  // ADR 0045: every answer carries the security headers; development routes serve this machine.
  app.use(
    '*',
    securityHeadersMiddleware(createSecurityHeaders(ctx.config), ctx.config.TRUST_PROXY),
  );
  app.use('/v3/dev/*', loopbackOnly(ctx.config.TRUST_PROXY));
  // Before any route reads a body: 413 past the limit, before the body is read (ADR 0043).
  app.use('*', apiBodyLimit(ctx.config.API_BODY_LIMIT_BYTES, [IMAGE_UPLOAD_PATH]));
  // Public reads revalidated on every reuse get an ETag, so a reuse is a 304 (ADR 0039).
  app.use('/v3/store/*', etagRevalidated);

  registerHealthRoutes(app, ctx);
  registerMediaRoutes(app, ctx);
  registerAppRoutes(app, ctx, services);
  registerBidRoutes(app, ctx, services);
  registerResaleRoutes(app, ctx, services);
  registerArtworkRoutes(app, ctx, services);
  registerCatalogueRoutes(app, ctx, services);
  registerAiSearchRoutes(app, ctx, services);
  registerInternalRoutes(app, ctx, services);
  registerCustomerRoutes(app, ctx, services);
  registerShippingAddressRoutes(app, ctx, services);
  registerWishRoutes(app, ctx, services);
  registerReleaseAlertRoutes(app, ctx, services);
  registerSocialSignInRoutes(app, ctx, services);
  registerBuyingRoutes(app, ctx, services);
  registerUploadRoutes(app, ctx, services);
  registerInquiryRoutes(app, ctx, services);
  registerOutreachRoutes(app, ctx, services);
  registerDevRoutes(app, ctx, services);
  registerMonitoringTestRoutes(app, ctx);
  registerBackOfficeRoutes(app, ctx, services);
  registerBackOfficeCatalogueRoutes(app, ctx, services);
  registerBackOfficeOperationsRoutes(app, ctx, services);
  registerBackOfficeEditorialRoutes(app, ctx, services);
  registerBackOfficeCouponRoutes(app, ctx, services);
  registerBackOfficeCustomerRoutes(app, ctx, services);
  registerBackOfficeContactRoutes(app, ctx, services);
  registerBackOfficePartnerRoutes(app, ctx, services);
  registerBackOfficeInquiryRoutes(app, ctx, services);

  const document = buildOpenApiDocument(routesOf(app));
  app.get('/v3/openapi.json', (c) => c.json(document));
  return app;
}
