// What the demo pictures show, as search tags (ADR 0026): a generative style paints a kind of
// picture (ink wash: mountains in mist, horizon: sea and sky) and a palette sets its mood. A
// gallery would write these when it lists a work; the search adds the picture's measured colour
// families and the words of the title and medium.
import type { PaletteName } from '../art/palettes';
import type { ArtStyle } from '../art/render';

const styleTags: Record<ArtStyle, string[]> = {
  colorField: ['style:abstract', 'style:contemporary', 'mood:calm'],
  geometric: ['style:geometric', 'style:abstract', 'style:minimal', 'subject:mountain'],
  gestural: ['style:abstract', 'style:expressionist', 'mood:dramatic'],
  dotField: ['style:abstract', 'style:contemporary', 'subject:night'],
  horizon: ['subject:landscape', 'subject:seascape', 'subject:sky', 'mood:calm'],
  dansaekhwa: ['style:dansaekhwa', 'style:minimal', 'style:abstract', 'mood:calm'],
  inkWash: ['style:korean-traditional', 'subject:landscape', 'subject:mountain', 'mood:calm'],
  photograph: ['style:realist', 'subject:city', 'style:contemporary'],
  sculpture: ['style:contemporary', 'style:minimal'],
  drawing: ['style:minimal', 'subject:nature'],
  print: ['style:pop', 'style:contemporary', 'subject:city'],
  collage: ['style:contemporary', 'mood:warm'],
};

const paletteTags: Partial<Record<PaletteName, string[]>> = {
  obangsaek: ['mood:bright', 'mood:dramatic', 'colour:colourful'],
  celadon: ['mood:calm', 'mood:cool'],
  hanjiEarth: ['mood:warm', 'mood:calm'],
  ink: ['mood:dark', 'mood:calm'],
  jejuSea: ['mood:cool', 'mood:calm'],
  rothkoRed: ['mood:warm', 'mood:dramatic'],
  nightBlue: ['mood:dark', 'mood:calm', 'mood:romantic'],
  autumnHill: ['mood:warm'],
  spring: ['mood:bright', 'mood:romantic'],
  seoulNeon: ['mood:dramatic', 'mood:bright', 'colour:colourful'],
  graphite: ['mood:dark', 'mood:melancholic'],
  ochre: ['mood:warm'],
  indigo: ['mood:cool', 'mood:calm'],
  whiteOnWhite: ['mood:calm'],
  moss: ['mood:calm'],
  bauhaus: ['mood:bright', 'colour:colourful'],
  dusk: ['mood:warm', 'mood:romantic', 'mood:melancholic'],
  sunflower: ['mood:bright', 'mood:warm'],
  stone: ['mood:calm', 'mood:melancholic'],
  bronze: ['mood:warm'],
  porcelain: ['mood:calm', 'mood:bright'],
  mist: ['mood:calm', 'mood:melancholic', 'mood:cool'],
  copper: ['mood:warm'],
  lotus: ['mood:romantic', 'mood:bright'],
};

export function searchTagsFor(style: ArtStyle, palette?: PaletteName): string[] {
  return [...new Set([...styleTags[style], ...((palette && paletteTags[palette]) ?? [])])];
}
