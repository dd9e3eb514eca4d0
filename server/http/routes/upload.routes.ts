// Uploads (rules §7 "POST store/upload/artwork/image"): a signed-in customer sends one picture as
// multipart/form-data (field `file`, or `image`); the upload workflow checks, cleans and stores
// it. The body is cut off past the byte limit before it is read whole.
import type { Hono, MiddlewareHandler } from 'hono';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import type { Services } from '../../services';
import { imageUploadMessages as m, imageUploadRules } from '@/rules/image';
import { createAdmissionQueue } from '../../lib/admission-queue';
import { currentCustomer, customerRoute } from '../customer-auth';
import { limitBody } from '../request-body';
import { defineRoute } from '../route';

/** The upload call: its own body limit replaces the API's (server/http/request-body.ts). */
export const IMAGE_UPLOAD_PATH = '/v3/store/upload/artwork/image';

/** Room for the multipart envelope around a file of the largest accepted size. */
const ENVELOPE_BYTES = 64 * 1024;

export function registerUploadRoutes(app: Hono, ctx: AppContext, services: Services): void {
  const signedIn = customerRoute(services);
  // Before the body is read: a refused upload costs nothing, a waiting one only its socket. Each
  // customer holds a few places at most and takes turns with the others (ADR 0068).
  const queue = createAdmissionQueue({
    concurrency: ctx.config.UPLOAD_CONCURRENCY,
    maxWaiting: ctx.config.UPLOAD_QUEUE_LENGTH,
    maxPerOwner: ctx.config.UPLOAD_PER_CUSTOMER,
    busyMessage: m.busy,
    ownerBusyMessage: m.ownTurn,
    retryAfterSeconds: 5,
  });
  const inTurn: MiddlewareHandler = (c, next) => queue.run(currentCustomer(c).customerId, next);
  defineRoute(
    app,
    {
      ...signedIn,
      middleware: [
        ...signedIn.middleware,
        inTurn,
        limitBody(imageUploadRules.maxBytes + ENVELOPE_BYTES, m.tooLarge),
      ],
      method: 'post',
      path: IMAGE_UPLOAD_PATH,
      summary:
        'Uploads one picture (multipart/form-data, field file or image) for the signed-in customer. Recognised by its content only (JPEG, PNG, WebP, GIF, TIFF, HEIF/AVIF), at most 20 MB (413) and 50 megapixels (413), and above 4 megapixels at most 200 pixels per byte of file (413: a decompression bomb, refused from its header); anything else is 400. Stored under a server-made name, re-encoded without metadata (EXIF/GPS), with the webp variants _200px, _400px, _750px, _opt. 60 uploads per customer per hour (429). Pictures are processed one at a time (UPLOAD_CONCURRENCY) with a few waiting (UPLOAD_QUEUE_LENGTH); beyond that 503 with Retry-After. One customer holds at most 2 places (UPLOAD_PER_CUSTOMER), beyond that 429 with Retry-After, and customers take turns.',
      tags: ['upload'],
      responseDescription: '{ image: UploadedImageDto }',
    },
    async ({ c }) => {
      const file = await uploadedFile(c.req.raw);
      const image = await services.imageUploads.upload(currentCustomer(c).customerId, file);
      return { image };
    },
  );
}

async function uploadedFile(request: Request): Promise<Buffer> {
  const type = request.headers.get('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) {
    throw new AppError('VALIDATION', m.fileRequired);
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A body without Content-Length cut off by bodyLimit surfaces here.
    if (error instanceof Error && error.name === 'BodyLimitError') {
      throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
    }
    throw new AppError('VALIDATION', m.fileRequired);
  }
  const entry = form.get('file') ?? form.get('image');
  if (!entry || typeof entry === 'string') throw new AppError('VALIDATION', m.fileRequired);
  if (entry.size > imageUploadRules.maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', m.tooLarge);
  return Buffer.from(await entry.arrayBuffer());
}
