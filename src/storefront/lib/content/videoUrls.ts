/** Video URLs from content: YouTube and Vimeo pages become their embed players. */

export interface EmbedOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Vimeo's background mode: no controls, muted, looping. */
  background?: boolean;
}

function parseUrl(url: string): URL | null {
  try {
    return new URL(url, 'https://invalid.local');
  } catch {
    return null;
  }
}

function isYouTubeHost(host: string): boolean {
  return host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com';
}

function youTubeIdOf(parsed: URL): string | null {
  const host = parsed.hostname.replace(/^www\./, '');
  const id = host === 'youtu.be' ? parsed.pathname.slice(1) : parsed.pathname.startsWith('/embed/') ? parsed.pathname.slice(7) : parsed.searchParams.get('v');
  return id && /^[\w-]{6,20}$/.test(id) ? id : null;
}

/**
 * A still of an embedded video, for the image a video block shows before it starts (spec 001
 * §3.3) when the content names none: YouTube publishes one per video; other players do not.
 */
export function posterUrlOf(url: string): string | null {
  const parsed = parseUrl(url);
  if (!parsed || !isYouTubeHost(parsed.hostname.replace(/^www\./, ''))) return null;
  const id = youTubeIdOf(parsed);
  return id ? `https://i.ytimg.com/vi/${id}/hqdefault.jpg` : null;
}

export function embedUrlOf(url: string, options: EmbedOptions): string | null {
  const parsed = parseUrl(url);
  if (!parsed) return null;
  const host = parsed.hostname.replace(/^www\./, '');
  const flag = (value: boolean) => (value ? '1' : '0');
  if (isYouTubeHost(host)) {
    const id = youTubeIdOf(parsed);
    if (!id) return null;
    const params = new URLSearchParams({ autoplay: flag(options.autoplay), mute: flag(options.muted), playsinline: '1', rel: '0' });
    if (options.loop) {
      // A single YouTube video loops only as a playlist of itself.
      params.set('loop', '1');
      params.set('playlist', id);
    }
    if (options.background) params.set('controls', '0');
    return `https://www.youtube-nocookie.com/embed/${id}?${params}`;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = /(\d{5,})/.exec(parsed.pathname)?.[1];
    if (!id) return null;
    const params = new URLSearchParams({ autoplay: flag(options.autoplay), muted: flag(options.muted), loop: flag(options.loop) });
    if (options.background) params.set('background', '1');
    return `https://player.vimeo.com/video/${id}?${params}`;
  }
  return null;
}
