/**
 * Product galleries from the shared drawings: the piece from the front, from another angle, and
 * where it fits a close-up of the centre diamond and the gift packaging (2 to 4 images).
 */
import { diamondCloseUpFile, productImageFile } from '../images.ts';
import type { JewelleryKind } from '../jewelleryDrawings.ts';
import { inEachLocale, type Trilingual } from '../localized.ts';
import type { DiamondShape, MetalTone } from '../vocabulary.ts';
import type { MediaDraft } from './catalogBuilder.ts';

const SUFFIX = {
  angle: { en: ' – another view', 'zh-Hant': '（另一角度）', 'zh-Hans': '（另一角度）' },
  diamond: { en: ' – centre diamond', 'zh-Hant': '（主石特寫）', 'zh-Hans': '（主石特写）' },
  packaging: { en: ' – gift packaging', 'zh-Hant': '（禮盒包裝）', 'zh-Hans': '（礼盒包装）' },
} as const;

function labelled(name: Trilingual, suffix?: keyof typeof SUFFIX): Trilingual {
  return inEachLocale((locale) => (suffix ? `${name[locale]}${SUFFIX[suffix][locale]}` : name[locale]));
}

export function gallery(
  name: Trilingual,
  kind: JewelleryKind,
  tone: MetalTone,
  extras: { diamondShape?: DiamondShape; packaging?: boolean } = {},
): MediaDraft[] {
  const media: MediaDraft[] = [{ file: productImageFile(kind, tone, 'front'), label: labelled(name) }];
  const angle = productImageFile(kind, tone, 'angle');
  if (angle !== media[0].file) media.push({ file: angle, label: labelled(name, 'angle') });
  if (extras.diamondShape) media.push({ file: diamondCloseUpFile(extras.diamondShape), label: labelled(name, 'diamond') });
  const box = productImageFile(kind === 'gift_box' ? 'gift_card' : 'gift_box', 'yellow', 'front');
  if (extras.packaging || media.length < 2) media.push({ file: box, label: labelled(name, 'packaging') });
  return media.slice(0, 4);
}

/** A configurable product's variant shows one picture, in its own metal colour. */
export function variantImage(name: Trilingual, kind: JewelleryKind, tone: MetalTone): MediaDraft[] {
  return [{ file: productImageFile(kind, tone, 'front'), label: labelled(name) }];
}
