/**
 * GET /media/custom-made/<kind>-<tone>[-<shape>].svg: the custom image of a made-to-order piece,
 * drawn from the name. A name is one picture for good, so browsers and a CDN may keep it.
 */
import type { FastifyInstance } from 'fastify';
import { CUSTOM_IMAGE_PREFIX, renderCustomImage } from './customImage.ts';

export async function customImageRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { file: string } }>(`${CUSTOM_IMAGE_PREFIX}:file`, async (request, reply) => {
    const svg = renderCustomImage(request.params.file);
    if (!svg) return reply.code(404).header('cache-control', 'no-store').send({ statusCode: 404, error: 'Not Found', message: 'No such picture' });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(svg);
  });
}
