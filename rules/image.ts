// Image variant naming (rules §3): `<name>_200px.webp`, `_400px`, `_750px`, and `_opt` (full size).

export const imageVariants = ['200px', '400px', '750px', 'opt'] as const;
export type ImageVariant = (typeof imageVariants)[number];

/** Widths of the resized variants; `opt` keeps the original size, recompressed as webp. */
export const imageVariantWidths: Record<Exclude<ImageVariant, 'opt'>, number> = {
  '200px': 200,
  '400px': 400,
  '750px': 750,
};

/** Shown when an image is missing or fails to load. */
export const defaultImageUrl = '/images/default-artwork.svg';

/** `/media/a/b.jpg` + `400px` → `/media/a/b_400px.webp`. */
export function imageVariantUrl(url: string | null | undefined, variant: ImageVariant): string {
  if (!url) return defaultImageUrl;
  const dot = url.lastIndexOf('.');
  const slash = url.lastIndexOf('/');
  const stem = dot > slash ? url.slice(0, dot) : url;
  return `${stem}_${variant}.webp`;
}

/** The smallest variant at least `cssWidth * dpr` wide. */
export function pickImageVariant(cssWidth: number, devicePixelRatio = 2): ImageVariant {
  const needed = cssWidth * devicePixelRatio;
  if (needed <= 200) return '200px';
  if (needed <= 400) return '400px';
  if (needed <= 750) return '750px';
  return 'opt';
}

/** POST store/upload/artwork/image: what an uploaded picture may be (ADR 0022). */
export const imageUploadRules = {
  /** Bytes of the uploaded file. */
  maxBytes: 20 * 1024 * 1024,
  /** Width × height; larger pictures are refused before they are decoded. */
  maxPixels: 50_000_000,
  /**
   * Pixels per byte of file, above `proportionFreePixels` (rules §9.21, ADR 0068): photographs
   * measure 2–20, a one-colour JPEG (the format's floor) 170; the 48 KB PNG of 7,060 × 7,060
   * zero pixels 1,030. A picture past it is a decompression bomb, refused before decoding.
   */
  maxPixelsPerByte: 200,
  /** Up to this many pixels (2,000 × 2,000, about 0.5 s to process) any file size will do. */
  proportionFreePixels: 4_000_000,
  /** Formats accepted, as recognised from the file's content (never its name or type). */
  formats: ['jpeg', 'png', 'webp', 'gif', 'tiff', 'heif'] as const,
  /** Uploads per customer per hour. */
  maxPerHour: 60,
} as const;

export const imageUploadMessages = {
  fileRequired: 'An image file is required.',
  notAnImage: 'The file is not an image we can read (JPEG, PNG, WebP, GIF, TIFF or HEIF/AVIF).',
  tooLarge: 'The image is larger than 20 MB.',
  tooManyPixels: 'The image is larger than 50 megapixels.',
  outOfProportion:
    'The image has far more pixels than its file size can hold. Please upload the original photo.',
  tooMany: 'Too many uploads. Please try again later.',
  busy: 'Many pictures are being uploaded right now. Please try again in a few seconds.',
  ownTurn: 'Your earlier pictures are still being processed. Please try again in a few seconds.',
} as const;

/** POST store/upload/artwork/image answers the stored picture and its variants. */
export interface UploadedImageDto {
  id: string;
  /** The original, re-encoded in its format without metadata. */
  url: string;
  width: number;
  height: number;
  color: string;
  variants: Record<ImageVariant, string>;
}
