// Uploads through a bounded queue (issue 20): one picture decoded at a time, one waiting, and the
// next refused at once with 503 and Retry-After; nothing refused is lost on the server's side
// (the client sends it again after the wait, api/upload/upload-picture.ts).
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { imageUploadMessages as m } from '@/rules/image';
import { startCustomerApp } from './customer-test-app';

const app = startCustomerApp({ env: { UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE_LENGTH: '1' } });

/** A 12-megapixel photograph-like picture: long enough to decode that uploads overlap. */
async function largePicture(seed: number): Promise<Blob> {
  const jpeg = await sharp({
    create: { width: 4000, height: 3000, channels: 3, background: { r: seed, g: 90, b: 140 } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  return new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' });
}

describe('the upload queue', () => {
  it('processes one, keeps one waiting, and answers the others 503 with Retry-After at once', async () => {
    const me = await app.signUp();
    const pictures = await Promise.all([1, 2, 3, 4].map((seed) => largePicture(seed * 40)));
    const answers = await Promise.all(
      pictures.map(async (picture, n) => {
        const form = new FormData();
        form.append('file', picture, `work-${n}.jpg`);
        const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
          method: 'POST',
          headers: { authorization: `Bearer ${me.accessToken}` },
          body: form,
        });
        return {
          status: response.status,
          retryAfter: response.headers.get('retry-after'),
          body: await response.json(),
        };
      }),
    );
    const stored = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(stored.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(1);
    expect(stored.length + refused.length).toBe(4);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('5');
      expect(answer.body.message).toBe(m.busy);
    }
    // Once the queue has room, the refused picture goes through.
    const form = new FormData();
    form.append('file', pictures[3]!, 'again.jpg');
    const again = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
      method: 'POST',
      headers: { authorization: `Bearer ${me.accessToken}` },
      body: form,
    });
    expect(again.status).toBe(200);
  });
});
