/**
 * The query string of a /media URL, as the storefront writes it (spec 001 §7 "Image URLs"):
 * `auto=webp`, `format`, `width` (a named width of spec 000 §3), `quality` 85, `fit` cover. Values
 * are checked strictly so that every distinct URL maps to one cached rendition and a mistyped
 * parameter is a 400, not a surprise image; parameters we do not know are ignored, as image CDNs do.
 */
import { z } from 'zod';
import { IMAGE_ASPECT_RATIO, IMAGE_QUALITY, IMAGE_WIDTH_VALUES } from '../../rules/catalog.ts';

export const OUTPUT_FORMATS = ['webp', 'avif', 'png', 'pjpg', 'jpg'] as const;
export type OutputFormat = (typeof OUTPUT_FORMATS)[number];

export const FIT_MODES = ['cover', 'contain', 'inside'] as const;
export type FitMode = (typeof FIT_MODES)[number];

/** The tallest box we render: the largest named width at the spec's aspect ratio (2560 / 0.8). */
export const MAX_IMAGE_HEIGHT = 3200;

/** What a request asks of an image, before the Accept header is taken into account. */
export interface ImageRequest {
  width?: number;
  height?: number;
  fit: FitMode;
  quality: number;
  format?: OutputFormat;
  /** `auto=webp`: answer webp to browsers that say they accept it. */
  preferWebp: boolean;
}

/** Digits only: "320.0", "+320" or "0320" would otherwise name the same rendition as "320". */
const positiveInteger = z
  .string()
  .regex(/^[1-9][0-9]{0,5}$/, 'must be a positive whole number')
  .transform(Number);

const imageQuerySchema = z.object({
  width: positiveInteger
    .refine((width) => IMAGE_WIDTH_VALUES.includes(width), `must be one of ${IMAGE_WIDTH_VALUES.join(', ')}`)
    .optional(),
  height: positiveInteger.refine((height) => height <= MAX_IMAGE_HEIGHT, `must be at most ${MAX_IMAGE_HEIGHT}`).optional(),
  quality: positiveInteger.refine((quality) => quality <= 100, 'must be between 1 and 100').optional(),
  fit: z.enum(FIT_MODES, { error: `must be one of ${FIT_MODES.join(', ')}` }).optional(),
  format: z.enum(OUTPUT_FORMATS, { error: `must be one of ${OUTPUT_FORMATS.join(', ')}` }).optional(),
  auto: z.literal('webp', { error: 'must be webp' }).optional(),
});

const KNOWN_PARAMETERS = Object.keys(imageQuerySchema.shape);

export type ParsedImageQuery =
  | { kind: 'original' }
  | { kind: 'rendition'; request: ImageRequest }
  | { kind: 'invalid'; message: string };

/**
 * Reads the image parameters of a parsed query string. No known parameter means the original
 * file; any known one means a rendition, even at the source's own size (format or quality change).
 */
export function parseImageQuery(query: Record<string, unknown>): ParsedImageQuery {
  if (!KNOWN_PARAMETERS.some((name) => query[name] !== undefined)) return { kind: 'original' };

  const parsed = imageQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    // A repeated parameter arrives as an array: say so rather than "expected string".
    const repeated = Array.isArray(query[String(issue.path[0])]);
    return { kind: 'invalid', message: `${String(issue.path[0])} ${repeated ? 'must be given once' : issue.message}` };
  }

  const { width, height, quality, fit, format, auto } = parsed.data;
  return {
    kind: 'rendition',
    request: {
      width,
      // The storefront sends only a width; the box follows the spec's aspect ratio (width / height).
      height: height ?? (width === undefined ? undefined : Math.round(width / IMAGE_ASPECT_RATIO)),
      fit: fit ?? 'cover',
      quality: quality ?? IMAGE_QUALITY,
      format,
      preferWebp: auto === 'webp',
    },
  };
}

/** True when the Accept header names image/webp with a non-zero quality. */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((range) => {
    const [type, ...parameters] = range.split(';').map((part) => part.trim().toLowerCase());
    if (type !== 'image/webp') return false;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
