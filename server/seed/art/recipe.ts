// What a style produces: SVG layers (each rasterised at its own scale, then stacked) and the
// surface texture laid over the result.

export type TextureKind = 'canvas' | 'paper' | 'film' | 'none';

export interface ArtLayer {
  svg: string;
  /** Rasterise at this fraction of the final size (soft edges), then upscale. */
  scale: number;
  /** Gaussian blur (sigma in pixels of the small raster) before upscaling. */
  blur?: number;
}

export interface ArtRecipe {
  layers: ArtLayer[];
  texture: TextureKind;
  /** Strength of the texture, 0-1. */
  grain: number;
  /** Darken the corners, as a lens does. */
  vignette?: boolean;
}
