/**
 * Background colour and images of rows, columns and banners as CSS custom properties: the
 * stylesheet swaps the mobile image in below 768px, so no script decides it.
 */
import type { CSSProperties } from 'react';
import { IMAGE_WIDTHS } from '../../../rules/catalog.ts';
import { cssUrl } from '../../lib/content/css.ts';
import type { Background } from '../../lib/content/types.ts';
import { contentImageSources } from '../../lib/storeView/images.ts';

function renditionAt(url: string, width: number): string {
  return contentImageSources(url, [width, width, width]).src;
}

/** The image files a background draws: desktop at 1600px, phones at 960px. */
export function backgroundImageUrls(background: Background): { desktop?: string; mobile?: string } {
  if (!background.desktopImage) return {};
  return {
    desktop: renditionAt(background.desktopImage, IMAGE_WIDTHS.XXLARGE),
    mobile: renditionAt(background.mobileImage ?? background.desktopImage, IMAGE_WIDTHS.LARGER),
  };
}

export function backgroundStyle(background: Background, options: { parallax?: boolean } = {}): CSSProperties {
  const urls = backgroundImageUrls(background);
  const desktop = urls.desktop ? cssUrl(urls.desktop) : undefined;
  const mobile = urls.mobile ? cssUrl(urls.mobile) : undefined;
  return {
    backgroundColor: background.color,
    ...(desktop && !options.parallax
      ? {
          '--background-desktop': desktop,
          '--background-mobile': mobile,
          backgroundSize: background.size ?? 'cover',
          backgroundPosition: background.position ?? 'center',
          backgroundRepeat: background.repeat ?? 'no-repeat',
          backgroundAttachment: background.attachment,
        }
      : {}),
  } as CSSProperties;
}

/** For a parallax layer: the same images, drawn on the moving layer instead of the block. */
export function parallaxLayerStyle(background: Background): CSSProperties {
  const urls = backgroundImageUrls(background);
  if (!urls.desktop || !urls.mobile) return {};
  return {
    '--background-desktop': cssUrl(urls.desktop),
    '--background-mobile': cssUrl(urls.mobile),
    backgroundPosition: background.position ?? 'center',
  } as CSSProperties;
}
