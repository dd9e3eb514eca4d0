// POST store/upload/artwork/image (rules §7): one picture. The server processes pictures a few at
// a time and answers 503 with Retry-After when its queue is full, 429 with a short Retry-After
// when this customer's earlier pictures still hold their places: the upload waits that long and
// tries again (three times), so a busy moment is a short wait rather than an error. A 429 with a
// long wait (the hourly limit) is said at once.
import type { UploadedImageDto } from '@/rules/image';
import { apiErrorStatus, isApiError } from '../api-error';
import { http, type RequestConfig } from '../http';

const attempts = 4;
/** Longest Retry-After the upload waits for by itself. */
const longestWaitSeconds = 30;

function retryAfterSeconds(error: unknown): number | null {
  const header = isApiError(error) ? error.response?.headers['retry-after'] : undefined;
  const seconds = Number(header);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
}

/** How long to wait before sending again, or null when the refusal is final. */
function waitBeforeRetryMs(error: unknown): number | null {
  const status = apiErrorStatus(error);
  const seconds = retryAfterSeconds(error);
  if (status === 503) return Math.min(seconds ?? 5, longestWaitSeconds) * 1000;
  if (status === 429 && seconds !== null && seconds <= longestWaitSeconds) return seconds * 1000;
  return null;
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
      const waitMs = waitBeforeRetryMs(error);
      if (waitMs === null || attempt >= attempts) throw error;
      await wait(waitMs);
    }
  }
}
