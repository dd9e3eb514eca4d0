// The store's upload pipeline (POST store/upload/artwork/image): the stored image.
import { uploadPicture } from '../upload/upload-picture';
import { quiet } from './quiet';

export const uploadImage = (file: File) => uploadPicture(file, quiet);
