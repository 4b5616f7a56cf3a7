/** Resizes and encodes one image with sharp. */
import sharp, { type Sharp } from 'sharp';
import type { FitMode, OutputFormat } from './imageRequest.ts';

export interface RenditionPlan {
  width?: number;
  height?: number;
  fit: FitMode;
  quality: number;
  format: OutputFormat;
}

export const OUTPUT_CONTENT_TYPES: Record<OutputFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  png: 'image/png',
  pjpg: 'image/jpeg',
  jpg: 'image/jpeg',
};

/** The source could not be decoded (corrupt, truncated, not an image, too many pixels). */
export class UndecodableImageError extends Error {
  constructor(cause: unknown) {
    super('source image cannot be decoded', { cause });
    this.name = 'UndecodableImageError';
  }
}

/**
 * Product photos are shot on white; letterboxing (`fit=contain`) and flattening transparency for
 * JPEG use the same white so the padding disappears into the page.
 */
const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const TRANSPARENT = { r: 255, g: 255, b: 255, alpha: 0 };

/**
 * A decompression bomb of sharp's default limit (16384 x 16384) would take about 800 MB to decode;
 * 100 megapixels still admits any real camera photograph.
 */
const MAX_INPUT_PIXELS = 100_000_000;

function encode(pipeline: Sharp, plan: RenditionPlan): Sharp {
  switch (plan.format) {
    case 'jpg':
    case 'pjpg':
      // JPEG has no alpha: without flattening, transparent PNG pixels turn black.
      return pipeline.flatten({ background: WHITE }).jpeg({ quality: plan.quality, progressive: plan.format === 'pjpg' });
    case 'webp':
      return pipeline.webp({ quality: plan.quality });
    case 'avif':
      return pipeline.avif({ quality: plan.quality });
    case 'png':
      // PNG stays lossless: sharp's PNG "quality" means palette quantisation, which bands gold gradients.
      return pipeline.png();
  }
}

/**
 * The source arrives as a buffer, not a path: libvips caches decoded files by name, and a product
 * photo replaced in place would otherwise be rendered from the stale copy.
 */
export async function renderImage(source: Buffer, plan: RenditionPlan): Promise<Buffer> {
  try {
    let pipeline = sharp(source, { limitInputPixels: MAX_INPUT_PIXELS }).autoOrient();
    if (plan.width !== undefined || plan.height !== undefined) {
      const transparentPadding = plan.format !== 'jpg' && plan.format !== 'pjpg';
      pipeline = pipeline.resize({
        width: plan.width,
        height: plan.height,
        fit: plan.fit,
        position: 'centre',
        background: transparentPadding ? TRANSPARENT : WHITE,
      });
    }
    return await encode(pipeline, plan).toBuffer();
  } catch (error) {
    throw new UndecodableImageError(error);
  }
}
