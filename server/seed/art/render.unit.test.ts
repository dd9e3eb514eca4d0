// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { palettes } from './palettes';
import { artStyles, renderArtwork, type ArtStyle } from './render';
import { renderInstallationView } from './installation-view';
import { renderLogo } from './logo';
import { renderPortrait } from './portrait';
import sharp from 'sharp';

function spread(data: Buffer): number {
  let min = 255;
  let max = 0;
  for (let i = 0; i < data.length; i += 97) {
    min = Math.min(min, data[i]!);
    max = Math.max(max, data[i]!);
  }
  return max - min;
}

describe('generated artworks', () => {
  it.each(Object.keys(artStyles) as ArtStyle[])(
    'renders %s at the asked size, with something in it',
    async (style) => {
      const picture = await renderArtwork({
        style,
        seed: 7,
        palette: palettes.dusk,
        width: 240,
        height: 180,
      });
      expect([picture.width, picture.height, picture.channels]).toEqual([240, 180, 3]);
      expect(picture.data.length).toBe(240 * 180 * 3);
      expect(spread(picture.data)).toBeGreaterThan(30);
    },
  );

  it('draws the same picture from the same seed, and another from another seed', async () => {
    const spec = {
      style: 'gestural' as const,
      palette: palettes.autumnHill,
      width: 200,
      height: 260,
    };
    const a = await renderArtwork({ ...spec, seed: 1 });
    const b = await renderArtwork({ ...spec, seed: 1 });
    const c = await renderArtwork({ ...spec, seed: 2 });
    expect(a.data.equals(b.data)).toBe(true);
    expect(a.data.equals(c.data)).toBe(false);
  });

  it('paints sharp, varied portraits: a face with hard edges, not a blurred silhouette', async () => {
    const size = 240;
    const portraits = await Promise.all(
      [11, 12, 13].map((seed) => renderPortrait(seed, palettes.celadon, size, { tones: [0, 3] })),
    );
    for (const portrait of portraits) {
      // Hard edges: many neighbouring pixels differ by more than a blur would ever allow.
      let edges = 0;
      for (let y = 0; y < size; y += 1) {
        for (let x = 1; x < size; x += 1) {
          const o = (y * size + x) * 3;
          const step = Math.abs(portrait.data[o]! - portrait.data[o - 3]!);
          if (step > 40) edges += 1;
        }
      }
      expect(edges).toBeGreaterThan(size);
    }
    expect(portraits[0]!.data.equals(portraits[1]!.data)).toBe(false);
    const again = await renderPortrait(11, palettes.celadon, size, { tones: [0, 3] });
    expect(again.data.equals(portraits[0]!.data)).toBe(true);
  });

  it('renders portraits, transparent logos and installation views', async () => {
    const portrait = await renderPortrait(3, palettes.celadon, 160);
    expect([portrait.width, portrait.height]).toEqual([160, 160]);
    const logo = await renderLogo(
      { wordmark: 'ONDO', caption: 'SEOUL', layout: 'mark', color: '#b5452a' },
      300,
      150,
    );
    expect(logo.channels).toBe(4);
    expect(logo.data[3]).toBe(0); // the corner is transparent
    const work = await renderArtwork({
      style: 'colorField',
      seed: 3,
      palette: palettes.rothkoRed,
      width: 120,
      height: 160,
    });
    const image = await sharp(work.data, { raw: { width: 120, height: 160, channels: 3 } })
      .webp()
      .toBuffer();
    const view = await renderInstallationView({
      seed: 1,
      width: 480,
      height: 300,
      works: [{ image, widthCm: 90.9, heightCm: 116.8, framed: false }],
    });
    expect([view.width, view.height, view.channels]).toEqual([480, 300, 3]);
  });
});
