// @vitest-environment node
// Decompression bombs are refused from their header (rules §9.21, ADR 0068): a picture with far
// more pixels than its bytes can hold never reaches the decoder; photographs, screenshots and
// small pictures pass whatever their content.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageUploadMessages as m, imageUploadRules } from '@/rules/image';
import { inspectUpload, isOutOfProportion } from './image-upload';
import { jpegClaiming, oneColour, photograph, screenshot, zeroPixelPng } from './test-pictures';

describe('the proportion of pixels to bytes', () => {
  it.each([
    ['a 24-megapixel photograph of 8 MB', 24_000_000, 8_000_000, false],
    ['a 4-megapixel picture of any size', 4_000_000, 1_000, false],
    ['a 12-megapixel one-colour JPEG of 69 KB (170 pixels a byte)', 12_000_000, 70_600, false],
    ['exactly 200 pixels a byte', 10_000_000, 50_000, false],
    ['just over 200 pixels a byte', 10_000_000, 49_999, true],
    ['the 48 KB PNG of 7,060 × 7,060 zero pixels', 49_843_600, 48_400, true],
  ])('%s: out of proportion %s', (_name, pixels, bytes, refused) => {
    expect(isOutOfProportion(pixels, bytes)).toBe(refused);
  });
});

describe('inspecting an upload before decoding it', () => {
  it.each([
    ['a 5-megapixel phone photograph (JPEG)', () => photograph(2592, 1944)],
    [
      'a smooth, nearly grainless 5-megapixel photograph',
      () => photograph(2592, 1944, { grain: 3 }),
    ],
    ['a 5-megapixel screenshot (PNG)', () => screenshot(2880, 1800)],
    ['a 12-megapixel one-colour JPEG', () => oneColour(4000, 3000, 'jpeg')],
    ['a 1,000 × 1,000 white PNG of 5 KB', () => oneColour(1000, 1000, 'png')],
    ['a 2,000 × 2,000 zero PNG (under 4 megapixels)', async () => zeroPixelPng(2000)],
  ])(
    'accepts %s',
    async (_name, make) => {
      const picture = await make();
      await expect(inspectUpload(picture)).resolves.toMatchObject({ width: expect.any(Number) });
    },
    20_000,
  );

  it('refuses the 48 KB PNG of 7,060 × 7,060 zero pixels with 413, reading its header only', async () => {
    const bomb = zeroPixelPng(7060);
    expect(bomb.length).toBeLessThan(50 * 1024);
    await expect(inspectUpload(bomb)).rejects.toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: m.outOfProportion,
    });
  });

  it('refuses a JPEG header claiming 7,000 × 7,000 (under 50 megapixels) as out of proportion', async () => {
    const lie = await jpegClaiming(7000, 7000);
    expect(await sharp(lie, { limitInputPixels: false }).metadata()).toMatchObject({
      width: 7000,
      height: 7000,
    });
    await expect(inspectUpload(lie)).rejects.toMatchObject({
      status: 413,
      message: m.outOfProportion,
    });
  });

  it('refuses a JPEG header claiming 20,000 × 20,000 by the 50-megapixel limit first', async () => {
    await expect(inspectUpload(await jpegClaiming(20_000, 20_000))).rejects.toMatchObject({
      status: 413,
      message: m.tooManyPixels,
    });
    expect(20_000 * 20_000).toBeGreaterThan(imageUploadRules.maxPixels);
  });
});
