import { describe, expect, it } from 'vitest';
import { drawnPictureSources, productImageSources } from './images.ts';

describe('drawnPictureSources', () => {
  it('sends a made-to-order drawing as the pictures the server draws of it, card widths first', () => {
    expect(drawnPictureSources('/media/custom-made/solitaire_ring-white-oval.svg')).toEqual({
      src: '/media/custom-made/solitaire_ring-white-oval.svg?width=320',
      srcSet: [160, 320, 640, 960].map((width) => `/media/custom-made/solitaire_ring-white-oval.svg?width=${width} ${width}w`).join(', '),
    });
  });

  it('leaves any other picture as it is', () => {
    for (const url of ['/media/wysiwyg/tosi/rings.svg', '/media/custom-made/ring.png', 'https://cdn.example.com/custom-made/a.svg', '/media/custom-made/a.svg?width=320']) {
      expect(drawnPictureSources(url)).toEqual({ src: url });
    }
  });
});

describe('productImageSources', () => {
  it("shows a bag or order line's made-to-order drawing as the server's pictures of it", () => {
    expect(productImageSources('/media/custom-made/band_ring-rose.svg')).toEqual(drawnPictureSources('/media/custom-made/band_ring-rose.svg'));
  });

  it("keeps the catalog's product pictures on the product image widths", () => {
    expect(productImageSources('t/s/ring.jpg').srcSet?.split(', ')).toHaveLength(4);
  });
});
