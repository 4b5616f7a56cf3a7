import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './sanitizeContent.ts';

describe('content sanitizing', () => {
  it('keeps Page Builder markup', () => {
    const row =
      '<div data-content-type="row" data-appearance="contained" data-enable-parallax="1" class="row-full" style="padding: 10px">' +
      '<figure data-content-type="image"><img src="/media/wysiwyg/banner.jpg" alt="Banner"></figure>' +
      '<a href="/en-hk/rings.html" target="_blank">Rings</a></div>';
    const clean = sanitizeContent(row);
    for (const kept of ['data-content-type="row"', 'data-appearance="contained"', 'class="row-full"', 'style="padding:10px"', 'alt="Banner"', 'href="/en-hk/rings.html"']) {
      expect(clean).toContain(kept);
    }
  });

  it('removes scripts, event handlers and script URLs', () => {
    const clean = sanitizeContent(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x.png" onerror="steal()"><a href="javascript:steal()">x</a><svg onload="steal()"></svg>',
    );
    expect(clean).not.toMatch(/steal|script|onerror|onclick|svg/i);
    expect(clean).toContain('<p>Hi</p>');
  });

  it('keeps iframes only for YouTube and Vimeo videos', () => {
    const clean = sanitizeContent(
      '<iframe src="https://www.youtube.com/embed/abc"></iframe><iframe src="https://player.vimeo.com/video/1"></iframe><iframe src="https://evil.example/x"></iframe>',
    );
    expect(clean).toContain('src="https://www.youtube.com/embed/abc"');
    expect(clean).toContain('src="https://player.vimeo.com/video/1"');
    expect(clean).not.toContain('evil.example');
  });
});
