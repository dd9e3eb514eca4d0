// POST store/upload/artwork/image (rules §7): one photo of an owned work. Refusals are said in
// place: no toast.
import { useMutation } from '@tanstack/react-query';
import { noToast } from '../http';
import { uploadPicture } from '../upload/upload-picture';

export const uploadWorkPhoto = (file: File) => uploadPicture(file, noToast);

/** Uploads a photo of the owner's work (nothing cached changes until the form is sent). */
export function useUploadWorkPhotoMutation() {
  return useMutation({ mutationFn: uploadWorkPhoto });
}
