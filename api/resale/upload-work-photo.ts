// POST store/upload/artwork/image (SPEC §7): one photo of an owned work. Refusals are said in
// place: no toast.
import type { UploadedImageDto } from '@/schemas/image';
import { http, noToast } from '../http';

export function uploadWorkPhoto(file: File): Promise<{ image: UploadedImageDto }> {
  const form = new FormData();
  form.append('file', file);
  return http.v3.post<{ image: UploadedImageDto }>('/store/upload/artwork/image', form, {
    ...noToast,
  });
}
