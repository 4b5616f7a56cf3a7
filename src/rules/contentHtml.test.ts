import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './contentHtml.ts';

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

describe('the one content policy', () => {
  it('keeps the layout styles Page Builder writes and the storefront reads, and no others', () => {
    const clean = sanitizeContent(
      '<div data-content-type="row" style="display: flex; min-height: 360px; background-color: rgb(206, 206, 206); justify-content: center; position: fixed; background-image: url(https://evil.example/x.png); color: url(https://evil.example/y.png)">x</div>',
    );
    for (const kept of ['display:flex', 'min-height:360px', 'background-color:rgb(206, 206, 206)', 'justify-content:center']) expect(clean).toContain(kept);
    expect(clean).not.toMatch(/position|evil|url/);
  });

  it('lets a side rewrite the elements that pass, never widening the policy', () => {
    const clean = sanitizeContent('<a href="/faq">FAQ</a>', {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, onclick: 'steal()', 'data-rewritten': 'yes' } }),
    });
    expect(clean).toBe('<a href="/faq" data-rewritten="yes">FAQ</a>');
  });
});
