// Typographic gallery and institution logos on a transparent ground.
import sharp from 'sharp';
import type { RawImage } from '../../modules/media/image-processing';
import { escapeXml, n, svgDocument } from './svg';

export interface LogoDesign {
  wordmark: string;
  /** Second line or small caption, e.g. `GALLERY` or `SEOUL`. */
  caption?: string;
  layout: 'spaced-serif' | 'bold-sans' | 'stacked' | 'mark';
  color: string;
}

/** A typographic logo on a transparent ground, as PNG-ready RGBA pixels. */
export async function renderLogo(
  design: LogoDesign,
  width = 1200,
  height = 600,
): Promise<RawImage> {
  const word = escapeXml(design.wordmark);
  const caption = design.caption ? escapeXml(design.caption) : '';
  const serif = 'DejaVu Serif, Liberation Serif, Noto Serif, serif';
  const sans = 'DejaVu Sans, Liberation Sans, Noto Sans, sans-serif';
  const cx = width / 2;
  let body = '';
  if (design.layout === 'spaced-serif') {
    body += `<text x="${cx}" y="${height * 0.54}" text-anchor="middle" font-family="${serif}" font-size="${n(
      Math.min(110, (width * 1.3) / Math.max(6, design.wordmark.length * 1.5)),
    )}" letter-spacing="${n(width * 0.018)}" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<rect x="${cx - 40}" y="${height * 0.63}" width="80" height="2" fill="${design.color}"/>`;
      body += `<text x="${cx}" y="${height * 0.74}" text-anchor="middle" font-family="${sans}" font-size="30" letter-spacing="10" fill="${design.color}">${caption}</text>`;
    }
  } else if (design.layout === 'bold-sans') {
    body += `<text x="${cx}" y="${height * 0.58}" text-anchor="middle" font-family="${sans}" font-weight="bold" font-size="${n(
      Math.min(150, (width * 1.4) / Math.max(5, design.wordmark.length)),
    )}" letter-spacing="-2" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<text x="${cx}" y="${height * 0.76}" text-anchor="middle" font-family="${sans}" font-size="28" letter-spacing="12" fill="${design.color}">${caption}</text>`;
    }
  } else if (design.layout === 'stacked') {
    const [first, ...rest] = design.wordmark.split(' ');
    body += `<text x="${width * 0.2}" y="${height * 0.45}" font-family="${serif}" font-size="120" fill="${design.color}">${escapeXml(
      first ?? '',
    )}</text>`;
    body += `<text x="${width * 0.2}" y="${height * 0.7}" font-family="${serif}" font-style="italic" font-size="120" fill="${design.color}">${escapeXml(
      rest.join(' '),
    )}</text>`;
    body += `<rect x="${width * 0.14}" y="${height * 0.22}" width="6" height="${height * 0.52}" fill="${design.color}"/>`;
  } else {
    body += `<circle cx="${width * 0.2}" cy="${height / 2}" r="${height * 0.2}" fill="none" stroke="${design.color}" stroke-width="14"/>`;
    body += `<circle cx="${width * 0.2 + height * 0.1}" cy="${height / 2}" r="${height * 0.2}" fill="${design.color}" fill-opacity="0.85"/>`;
    body += `<text x="${width * 0.42}" y="${height * 0.56}" font-family="${sans}" font-size="96" letter-spacing="4" fill="${design.color}">${word}</text>`;
    if (caption) {
      body += `<text x="${width * 0.42 + 4}" y="${height * 0.72}" font-family="${sans}" font-size="30" letter-spacing="9" fill="${design.color}">${caption}</text>`;
    }
  }
  const { data, info } = await sharp(Buffer.from(svgDocument(width, height, body)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: 4 };
}
