// POST store/upload/artwork/image (rules §7): one picture. The server processes pictures a few at
// a time and answers 503 with Retry-After when its queue is full: the upload waits that long and
// tries again (three times), so a busy moment is a short wait rather than an error.
import type { UploadedImageDto } from '@/rules/image';
import { apiErrorStatus, isApiError } from '../api-error';
import { http, type RequestConfig } from '../http';

const attempts = 4;

function retryAfterMs(error: unknown): number {
  const header = isApiError(error) ? error.response?.headers['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 30) * 1000 : 5000;
}

export async function uploadPicture(
  file: File,
  config: RequestConfig = {},
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<{ image: UploadedImageDto }> {
  for (let attempt = 1; ; attempt += 1) {
    const form = new FormData();
    form.append('file', file);
    try {
      return await http.v3.post<{ image: UploadedImageDto }>(
        '/store/upload/artwork/image',
        form,
        config,
      );
    } catch (error) {
      if (apiErrorStatus(error) !== 503 || attempt >= attempts) throw error;
      await wait(retryAfterMs(error));
    }
  }
}
