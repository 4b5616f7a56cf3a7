/**
 * Product galleries: the piece from the front, from another angle, and where it fits a close-up
 * of the centre diamond and the gift packaging (2 to 4 images). What each picture shows follows
 * the product's own attributes (productLooks.ts); the catalog builder finds its file.
 */
import type { JewelleryKind } from '../../media/pictures/pieces.ts';
import { inEachLocale, tri, type Trilingual } from '../localized.ts';
import type { PictureRequest } from '../productLooks.ts';
import type { DiamondShape, MetalTone } from '../vocabulary.ts';
import type { MediaDraft } from './catalogBuilder.ts';

const SUFFIX = {
  angle: { en: ' – another view', 'zh-Hant': '（另一角度）', 'zh-Hans': '（另一角度）' },
  diamond: { en: ' – centre diamond', 'zh-Hant': '（主石特寫）', 'zh-Hans': '（主石特写）' },
  packaging: { en: ' – gift packaging', 'zh-Hant': '（禮盒包裝）', 'zh-Hans': '（礼盒包装）' },
} as const;

/** Kinds drawn from one side only: cards, guides, boxes and services. */
const ONE_VIEW: ReadonlySet<JewelleryKind> = new Set(['gift_card', 'care_guide', 'gift_box', 'engraving']);

function labelled(name: Trilingual, suffix?: keyof typeof SUFFIX): Trilingual {
  return inEachLocale((locale) => (suffix ? `${name[locale]}${SUFFIX[suffix][locale]}` : name[locale]));
}

export function gallery(
  name: Trilingual,
  kind: JewelleryKind,
  tone: MetalTone,
  extras: { diamondShape?: DiamondShape; packaging?: boolean } = {},
): MediaDraft[] {
  const picture = (view: PictureRequest['view']): PictureRequest => ({ kind, tone, view });
  const media: MediaDraft[] = [{ picture: picture('front'), label: labelled(name) }];
  if (!ONE_VIEW.has(kind)) media.push({ picture: picture('angle'), label: labelled(name, 'angle') });
  if (extras.diamondShape) media.push({ picture: picture('stone'), label: labelled(name, 'diamond') });
  if (extras.packaging || media.length < 2) {
    media.push({ picture: { kind: kind === 'gift_box' ? 'gift_card' : 'gift_box', tone: 'yellow', view: 'packaging' }, label: labelled(name, 'packaging') });
  }
  return media.slice(0, 4);
}

/** A configurable product's variant shows one picture, in its own metal colour. */
export function variantImage(name: Trilingual, kind: JewelleryKind, tone: MetalTone): MediaDraft[] {
  return [{ picture: { kind, tone, view: 'front' }, label: labelled(name) }];
}

/** The brand film (also on the home page), shown in a few product galleries as a video entry. */
const CRAFT_VIDEO = {
  provider: 'youtube' as const,
  url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
  title: tri('Our Craft', '匠心工藝', '匠心工艺'),
  description: tri('How our craftsmen set a diamond by hand.', '工匠如何以人手鑲嵌鑽石。', '工匠如何以人手镶嵌钻石。'),
};

/**
 * A gallery that ends with the craft video, its poster the piece from another angle. Galleries
 * keep at most four entries, so the video takes the place of the fourth image.
 */
export function withCraftVideo(media: MediaDraft[], name: Trilingual, kind: JewelleryKind, tone: MetalTone): MediaDraft[] {
  const poster: PictureRequest = { kind, tone, view: 'angle' };
  return [...media.slice(0, 3), { picture: poster, label: inEachLocale((locale) => `${name[locale]} – ${CRAFT_VIDEO.title[locale]}`), video: CRAFT_VIDEO }];
}
