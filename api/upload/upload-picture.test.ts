import { describe, expect, it } from 'vitest';
import { fakeTransport } from '../testing/fake-transport';
import { uploadPicture } from './upload-picture';

const image = { id: 'img_1', url: '/media/uploads/a.jpg' };
const file = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff])], 'work.jpg', { type: 'image/jpeg' });
const busy = {
  status: 503,
  data: { message: 'Many pictures are being uploaded right now.', code: 'UNAVAILABLE' },
  headers: { 'retry-after': '5' },
};

describe('uploading a picture', () => {
  it('waits as long as a busy server asks and sends it again', async () => {
    const answers = [busy, busy, { status: 200, data: { image } }];
    let sent = 0;
    fakeTransport.adapter = async (request) => {
      sent += 1;
      expect(request.data).toBeInstanceOf(FormData);
      return answers.shift()!;
    };
    const waits: number[] = [];
    const result = await uploadPicture(file(), { toast: false }, async (ms) => {
      waits.push(ms);
    });
    expect(result.image).toEqual(image);
    expect(sent).toBe(3);
    expect(waits).toEqual([5000, 5000]);
  });

  it('gives up after four busy answers, and never retries another refusal', async () => {
    let sent = 0;
    fakeTransport.adapter = async () => {
      sent += 1;
      return busy;
    };
    await expect(uploadPicture(file(), { toast: false }, async () => {})).rejects.toMatchObject({
      response: { status: 503 },
    });
    expect(sent).toBe(4);

    sent = 0;
    fakeTransport.adapter = async () => {
      sent += 1;
      return { status: 413, data: { message: 'The image is larger than 20 MB.' } };
    };
    await expect(uploadPicture(file(), { toast: false }, async () => {})).rejects.toMatchObject({
      response: { status: 413 },
    });
    expect(sent).toBe(1);
  });

  it('waits its turn when its own earlier pictures hold their places (429, short Retry-After)', async () => {
    const ownTurn = {
      status: 429,
      data: { message: 'Your earlier pictures are still being processed.', code: 'RATE_LIMITED' },
      headers: { 'retry-after': '5' },
    };
    const answers = [ownTurn, { status: 200, data: { image } }];
    fakeTransport.adapter = async () => answers.shift()!;
    const waits: number[] = [];
    const result = await uploadPicture(file(), { toast: false }, async (ms) => {
      waits.push(ms);
    });
    expect(result.image).toEqual(image);
    expect(waits).toEqual([5000]);
  });

  it('says the hourly limit at once (429 with a wait of minutes)', async () => {
    let sent = 0;
    fakeTransport.adapter = async () => {
      sent += 1;
      return {
        status: 429,
        data: { message: 'Too many uploads. Please try again later.', code: 'RATE_LIMITED' },
        headers: { 'retry-after': '1800' },
      };
    };
    await expect(uploadPicture(file(), { toast: false }, async () => {})).rejects.toMatchObject({
      response: { status: 429 },
    });
    expect(sent).toBe(1);
  });
});
