/**
 * GET /media/custom-made/<kind>-<tone>[-<shape>].svg: the custom image of a made-to-order piece,
 * drawn from the name; with `?width=` one of DRAWN_PICTURE_WIDTHS, the same drawing as a WebP
 * picture that wide. A name is one picture for good, so browsers and a CDN may keep it.
 */
import type { FastifyInstance } from 'fastify';
import { DRAWN_PICTURE_WIDTHS } from '../../../rules/catalog.ts';
import { CUSTOM_IMAGE_PREFIX, customImagePicture, renderCustomImage } from './customImage.ts';

const FOR_GOOD = 'public, max-age=31536000, immutable';

export async function customImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string }; Querystring: { width?: string } }>(`${CUSTOM_IMAGE_PREFIX}:file`, async (request, reply) => {
    const notFound = () => reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'No such picture' });
    const { width } = request.query;
    if (width !== undefined) {
      const wide = /^\d{1,4}$/.test(width) ? Number(width) : NaN;
      if (!DRAWN_PICTURE_WIDTHS.includes(wide)) {
        return reply.code(400).header('cache-control', 'no-store').send({ statusCode: 400, error: 'Bad Request', message: `width must be one of ${DRAWN_PICTURE_WIDTHS.join(', ')}` });
      }
      const picture = customImagePicture(request.params.file, wide);
      if (!picture) return notFound();
      return reply.header('content-type', 'image/webp').header('cache-control', FOR_GOOD).send(await picture);
    }
    const svg = renderCustomImage(request.params.file);
    if (!svg) return notFound();
    return reply.header('content-type', 'image/svg+xml').header('cache-control', FOR_GOOD).send(svg);
  });
}
