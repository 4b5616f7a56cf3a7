import { describe, expect, it } from 'vitest';
import { storeViewByPrefix } from '../../../rules/storeViews.ts';
import { parseContent } from './parse.server.ts';
import type { BannerBlock, ImageBlock, ProductsBlock, RowBlock, TabsBlock } from './types.ts';

const context = { ownOrigin: 'https://shop.example', view: storeViewByPrefix('tc-hk')! };

const row = (inner: string, style = 'margin: 0px; padding: 10px 20px;') =>
  `<div data-content-type="row" data-appearance="contained" data-element="main"><div data-enable-parallax="1" data-parallax-speed="0.3" data-background-images="{\\&quot;desktop_image\\&quot;:\\&quot;https://shop.example/media/wysiwyg/a.jpg\\&quot;}" data-background-type="image" data-element="inner" style="${style}">${inner}</div></div>`;

describe('parseContent', () => {
  it('reads plain HTML as one sanitized block', () => {
    const blocks = parseContent('<p onclick="x()">Hello <a href="/faq">FAQ</a><script>alert(1)</script></p>', context);
    expect(blocks).toEqual([{ type: 'html', style: {}, html: '<p>Hello <a href="/tc-hk/faq">FAQ</a></p>' }]);
  });

  it('reads a row with its background, parallax and advanced spacing', () => {
    const [block] = parseContent(row('<h2 data-content-type="heading" data-element="main">Title</h2>'), context) as RowBlock[];
    expect(block.type).toBe('row');
    expect(block.appearance).toBe('contained');
    expect(block.parallax).toEqual({ enabled: true, speed: 0.3 });
    expect(block.background.desktopImage).toBe('/media/wysiwyg/a.jpg');
    expect(block.style).toMatchObject({ paddingTop: '10px', paddingRight: '20px', marginTop: '0px' });
    expect(block.children).toEqual([{ type: 'heading', level: 'h2', text: 'Title', style: {} }]);
  });

  it('leaves hidden blocks out', () => {
    const blocks = parseContent(
      row('<h2 data-content-type="heading" style="display: none;">Hidden</h2><div data-content-type="text"><p>Shown</p></div>'),
      context,
    ) as RowBlock[];
    expect(blocks[0].children.map((child) => child.type)).toEqual(['text']);
  });

  it('skips a block that cannot be read and keeps the rest', () => {
    const skipped: string[] = [];
    const blocks = parseContent(
      `<div data-content-type="map" data-locations="not json"></div><div data-content-type="text"><p>Still here</p></div>`,
      context,
      { onSkip: (type) => skipped.push(type) },
    );
    expect(skipped).toEqual(['map']);
    expect(blocks.map((block) => block.type)).toEqual(['text']);
  });

  it('reads Page Builder style blocks for data-pb-style elements', () => {
    const [block] = parseContent(
      `<style>#html-body [data-pb-style=AB12]{text-align:center;padding-top:30px}@media (max-width:767px){#html-body [data-pb-style=AB12]{padding-top:0}}</style><div data-content-type="text" data-pb-style="AB12"><p>x</p></div>`,
      context,
    );
    expect(block.style).toEqual({ paddingTop: '30px', textAlign: 'center' });
  });

  it('reads images with a mobile image, link and caption', () => {
    const [image] = parseContent(
      `<figure data-content-type="image" data-element="main"><a href="https://shop.example/en-hk/gold.html" target="_blank" data-link-type="category"><img src="/media/wysiwyg/d.jpg" alt="Gold" data-element="desktop_image"><img src="/media/wysiwyg/m.jpg" alt="Gold" data-element="mobile_image"></a><figcaption>Caption</figcaption></figure>`,
      context,
    ) as ImageBlock[];
    expect(image).toMatchObject({
      desktopImage: '/media/wysiwyg/d.jpg',
      mobileImage: '/media/wysiwyg/m.jpg',
      alt: 'Gold',
      caption: 'Caption',
      link: { href: '/gold.html', external: false, openInNewTab: true, linkType: 'category' },
    });
  });

  it('reads product carousels with their SKUs and counts per device', () => {
    const [products] = parseContent(
      `<div data-content-type="products" data-appearance="carousel" data-autoplay="true" data-autoplay-speed="3000" data-show-dots="true" data-pc-count="5" data-tablet-count="3" data-mobile-count="2" data-skus="A1,B2, A1"></div>`,
      context,
    ) as ProductsBlock[];
    expect(products.skus).toEqual(['A1', 'B2']);
    expect(products.carousel).toMatchObject({ autoplay: true, autoplaySpeed: 3000, dots: true, counts: { pc: 5, tablet: 3, mobile: 2 } });
  });

  it('reads tabs with their default tab and alignment', () => {
    const [tabs] = parseContent(
      `<div class="tab-align-center" data-content-type="tabs" data-active-tab="1"><ul data-element="navigation"><li>One</li><li>Two</li></ul><div data-element="content" style="min-height: 200px;"><div data-content-type="tab-item" data-tab-name="One"><div data-content-type="text"><p>1</p></div></div><div data-content-type="tab-item" data-tab-name="Two"></div></div></div>`,
      context,
    ) as TabsBlock[];
    expect(tabs).toMatchObject({ defaultIndex: 1, navigationAlignment: 'center', headers: ['One', 'Two'], minHeight: '200px' });
  });

  it('reads banners: content, link, button type and overlay', () => {
    const [banner] = parseContent(
      `<div data-content-type="banner" data-appearance="poster" data-show-button="hover" data-show-overlay="always"><a href="/sale" data-element="link"><div data-element="wrapper" data-background-images="{}" style="min-height: 300px;"><div data-element="overlay" data-overlay-color="rgba(0,0,0,0.3)" style="min-height: 400px; padding: 40px;"><div data-element="content"><h2>Sale</h2></div><button class="pagebuilder-button-secondary" data-element="button">Shop</button></div></div></a></div>`,
      context,
    ) as BannerBlock[];
    expect(banner).toMatchObject({
      type: 'banner',
      html: '<h2>Sale</h2>',
      link: { href: '/sale', external: false },
      showButton: 'hover',
      buttonText: 'Shop',
      buttonType: 'secondary',
      overlayColor: 'rgba(0,0,0,0.3)',
      minHeight: '400px',
      contentStyle: { paddingTop: '40px' },
    });
  });

  it('refuses script URLs and style injection', () => {
    const [image] = parseContent(
      `<figure data-content-type="image" style="padding-top: 1px; } body { x: url(javascript:1)"><a href="javascript:alert(1)"><img src="javascript:alert(1)"></a></figure><figure data-content-type="image"><img src="/media/a.jpg" alt=""><a href="javascript:alert(1)"></a></figure>`,
      context,
    ) as ImageBlock[];
    expect(image.desktopImage).toBe('/media/a.jpg');
    expect(image.link).toBeUndefined();
  });
});
