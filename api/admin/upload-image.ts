// The store's upload pipeline (POST store/upload/artwork/image): the stored image.
import { useMutation } from '@tanstack/react-query';
import { uploadPicture } from '../upload/upload-picture';
import { quiet } from './quiet';

export const uploadImage = (file: File) => uploadPicture(file, quiet);

/** Uploads a back-office picture (its variants come back; nothing cached changes). */
export function useUploadImageMutation() {
  return useMutation({ mutationFn: uploadImage });
}
