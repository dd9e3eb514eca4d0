// Uploads through a bounded, fair queue (issue 20, issue 30; ADR 0048, ADR 0068): one picture
// decoded at a time, two waiting, and the next refused at once with 503 and Retry-After; one
// customer holds at most two places (the next is 429 with Retry-After) and customers take turns,
// so a flood from one account does not hold up another's upload. Nothing refused is lost on the
// server's side (the client sends it again after the wait, api/upload/upload-picture.ts).
import { describe, expect, it } from 'vitest';
import { imageUploadMessages as m } from '@/rules/image';
import { oneColour, zeroPixelPng } from '@/server/modules/media/test-pictures';
import { startCustomerApp } from './customer-test-app';

const app = startCustomerApp({
  env: { UPLOAD_CONCURRENCY: '1', UPLOAD_QUEUE_LENGTH: '2', UPLOAD_PER_CUSTOMER: '2' },
});

/** A 12-megapixel picture: about a second to process, so uploads overlap. */
const largePicture = async () =>
  new Blob([new Uint8Array(await oneColour(4000, 3000, 'jpeg'))], { type: 'image/jpeg' });

interface Answer {
  status: number;
  retryAfter: string | null;
  body: { message?: string; image?: { id: string } };
  /** When the answer came, in ms since the test's start. */
  at: number;
}

const started = performance.now();

async function upload(token: string, picture: Blob, name = 'work.jpg'): Promise<Answer> {
  const form = new FormData();
  form.append('file', picture, name);
  const response = await fetch(`${app.app.baseUrl}/v3/store/upload/artwork/image`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    body: await response.json(),
    at: performance.now() - started,
  };
}

describe('the upload queue', () => {
  it('processes one, keeps two waiting, and answers the next 503 with Retry-After at once', async () => {
    const customers = await Promise.all([1, 2, 3, 4].map(() => app.signUp()));
    const picture = await largePicture();
    const answers = await Promise.all(customers.map((c) => upload(c.accessToken, picture)));
    const stored = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(stored).toHaveLength(3);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ retryAfter: '5', body: { message: m.busy } });
    // Once the queue has room, the refused picture goes through.
    const again = customers[answers.findIndex((answer) => answer.status === 503)]!;
    expect((await upload(again.accessToken, picture)).status).toBe(200);
  });

  it('refuses a customer past two places 429 at once, and takes another customer’s upload before the flood’s next', async () => {
    const [flooder, other] = await Promise.all([app.signUp(), app.signUp()]);
    const picture = await largePicture();
    const flood = Array.from({ length: 6 }, () => upload(flooder.accessToken, picture));
    const refusals: Answer[] = [];
    await new Promise<void>((fourRefused) => {
      for (const answer of flood) {
        void answer.then((a) => {
          if (a.status === 429 && refusals.push(a) === 4) fourRefused();
        });
      }
    });
    // Four refused while the flood's first picture is still being processed.
    for (const refusal of refusals) {
      expect(refusal).toMatchObject({ retryAfter: '5', body: { message: m.ownTurn } });
    }
    const mine = await upload(other.accessToken, picture);
    expect(mine.status).toBe(200);
    const floodStored = (await Promise.all(flood))
      .filter((answer) => answer.status === 200)
      .map((answer) => answer.at)
      .sort((a, b) => a - b);
    expect(floodStored).toHaveLength(2);
    // The other customer's picture was taken as soon as the flood's first was done.
    expect(mine.at).toBeLessThan(floodStored[1]!);
  });

  it('answers bombs from one account 413 or 429 at once while another customer’s upload is stored', async () => {
    const [attacker, other] = await Promise.all([app.signUp(), app.signUp()]);
    const bomb = new Blob([new Uint8Array(zeroPixelPng(7060))], { type: 'image/png' });
    // The bombs are sent first; the other customer's picture once it is made (a 12-megapixel
    // JPEG takes far longer to make than a bomb's header takes to read).
    const [answers, mine] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, () => upload(attacker.accessToken, bomb, 'x.png'))),
      largePicture().then((picture) => upload(other.accessToken, picture)),
    ]);
    // At once: every bomb is answered before the other customer's picture (about a second in
    // the decoder) is stored, so none of them was decoded. Ordered, not timed, so a starved test
    // machine cannot fail it (the two bombs holding the customer's places are refused 413 when
    // their turn comes, by their header; the other four 429 at once).
    for (const answer of answers) {
      expect([413, 429]).toContain(answer.status);
      expect(answer.at).toBeLessThan(mine.at);
    }
    expect(answers.filter((answer) => answer.status === 413)[0]?.body.message).toBe(
      m.outOfProportion,
    );
    expect(mine.status).toBe(200);
  });
});
