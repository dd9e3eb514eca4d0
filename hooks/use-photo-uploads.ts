// Pictures picked from the device and uploaded one by one as soon as they are picked (the upload
// call checks each, strips its metadata and makes its variants): the consign form's photos and a
// conversation's share it. The caller keeps the list; this keeps the count in flight and the
// last refusal, said in the caller's words.
import { useState, type ChangeEvent } from 'react';
import type { UploadedImageDto } from '@/rules/image';

export interface PhotoUploadsOptions {
  photos: UploadedImageDto[];
  onChange: (photos: UploadedImageDto[]) => void;
  onBusy?: (busy: boolean) => void;
  /** At most this many photos in the list. */
  max: number;
  upload: (file: File) => Promise<{ image: UploadedImageDto }>;
  /** The words when more files were picked than there is room for. */
  tooMany: () => string;
  /** The words for a file the upload call refused. */
  failed: (caught: unknown) => string;
}

export function usePhotoUploads({
  photos,
  onChange,
  onBusy,
  max,
  upload,
  tooMany,
  failed,
}: PhotoUploadsOptions) {
  const [uploading, setUploading] = useState(0);
  const [error, setError] = useState<string | null>(null);

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const room = max - photos.length;
    setError(files.length > room ? tooMany() : null);
    const chosen = files.slice(0, Math.max(0, room));
    if (chosen.length === 0) return;
    setUploading(chosen.length);
    onBusy?.(true);
    let added = [...photos];
    for (const file of chosen) {
      try {
        const { image } = await upload(file);
        added = [...added, image];
        onChange(added);
      } catch (caught) {
        setError(`${file.name}: ${failed(caught)}`);
      } finally {
        setUploading((n) => n - 1);
      }
    }
    onBusy?.(false);
  }

  return { pick, uploading, error };
}
