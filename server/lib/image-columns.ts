// The image columns every module selects to build an ImageDto (see image-url.ts).
import { images } from '../db/schema';

export const imageColumns = {
  key: images.key,
  originalExt: images.originalExt,
  width: images.width,
  height: images.height,
  dominantColor: images.dominantColor,
};
