// POST store/upload/artwork/image (rules §7): one photo for a message, through the store's upload
// pipeline and its limits. Refusals are said beside the picker: no toast.
import { useMutation } from '@tanstack/react-query';
import { noToast } from '../http';
import { uploadPicture } from '../upload/upload-picture';

export const uploadInquiryPhoto = (file: File) => uploadPicture(file, noToast);

/** Uploads a photo for a message (nothing cached changes until the message is sent). */
export function useUploadInquiryPhotoMutation() {
  return useMutation({ mutationFn: uploadInquiryPhoto });
}
