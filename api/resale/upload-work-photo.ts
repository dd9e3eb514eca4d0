// POST store/upload/artwork/image (rules §7): one photo of an owned work. Refusals are said in
// place: no toast.
import { noToast } from '../http';
import { uploadPicture } from '../upload/upload-picture';

export const uploadWorkPhoto = (file: File) => uploadPicture(file, noToast);
