// Customers' picture uploads (POST store/upload/artwork/image): counted against a per-customer
// limit (the shared abuse limiter), then inspected, cleaned and stored by the media module.
import type { AppContext } from '../context';
import { imageUrl } from '../lib/image-url';
import { ingestUpload } from '../modules/media/image-upload';
import type { RateLimiter } from '../modules/rate-limits/rate-limiter';
import {
  imageUploadMessages,
  imageUploadRules,
  imageVariantUrl,
  imageVariants,
  type ImageVariant,
  type UploadedImageDto,
} from '@/rules/image';

export type ImageUploads = ReturnType<typeof createImageUploads>;

const uploadRule = { max: imageUploadRules.maxPerHour, windowSeconds: 60 * 60 };

export function createImageUploads(ctx: AppContext, limiter: RateLimiter) {
  return {
    async upload(customerId: string, file: Buffer): Promise<UploadedImageDto> {
      await limiter.consume(
        uploadRule,
        `image-upload:${customerId}`,
        imageUploadMessages.tooMany,
        ctx.now(),
      );
      const row = await ingestUpload(ctx.db, ctx.storage, file, customerId);
      const url = imageUrl(row.key, row.originalExt);
      return {
        id: row.id,
        url,
        width: row.width,
        height: row.height,
        color: row.dominantColor,
        variants: Object.fromEntries(
          imageVariants.map((variant) => [variant, imageVariantUrl(url, variant)]),
        ) as Record<ImageVariant, string>,
      };
    },
  };
}
