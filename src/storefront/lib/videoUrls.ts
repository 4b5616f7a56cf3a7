/** Video URLs from content: YouTube and Vimeo pages become their embed players. */

export interface EmbedOptions {
  autoplay: boolean;
  muted: boolean;
  loop: boolean;
  /** Vimeo's background mode: no controls, muted, looping. */
  background?: boolean;
}

export function embedUrlOf(url: string, options: EmbedOptions): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url, 'https://invalid.local');
  } catch {
    return null;
  }
  const host = parsed.hostname.replace(/^www\./, '');
  const flag = (value: boolean) => (value ? '1' : '0');
  if (host === 'youtube.com' || host === 'youtu.be' || host === 'youtube-nocookie.com') {
    const id =
      host === 'youtu.be' ? parsed.pathname.slice(1) : parsed.pathname.startsWith('/embed/') ? parsed.pathname.slice(7) : parsed.searchParams.get('v');
    if (!id || !/^[\w-]{6,20}$/.test(id)) return null;
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
