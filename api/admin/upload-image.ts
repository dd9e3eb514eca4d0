// The store's upload pipeline (POST store/upload/artwork/image): the stored image.
import type { UploadedImageDto } from '@/schemas/image';
import { http } from '../http';
import { quiet } from './quiet';

export function uploadImage(file: File) {
  const form = new FormData();
  form.append('file', file);
  return http.v3.post<{ image: UploadedImageDto }>('/store/upload/artwork/image', form, quiet);
}
