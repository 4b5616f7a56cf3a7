/**
 * Absolute URLs of catalog images. Each website serves media from its own host (spec 001 §3.1:
 * main, Macau and Malaysia hosts), so the URL depends on the request's store view.
 */
import { MEDIA_FOLDERS, type MediaType } from '../../../rules/catalog.ts';
import type { WebsiteDefinition } from '../../../rules/storeViews.ts';
import type { UrlsConfig } from '../../config.ts';

export function mediaBaseUrl(urls: UrlsConfig, website: WebsiteDefinition): string {
  const base = urls.mediaUrlByHost[website.mediaHost] ?? `${urls.publicUrl}/media/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/** e.g. "/r/i/ring.png" -> "https://host/media/catalog/product/r/i/ring.png". */
export function catalogMediaUrl(file: string, type: MediaType, urls: UrlsConfig, website: WebsiteDefinition): string {
  if (/^https?:\/\//.test(file)) return file;
  const path = file.startsWith('/') ? file : `/${file}`;
  return `${mediaBaseUrl(urls, website)}${MEDIA_FOLDERS[type]}${path}`;
}
