/** A slider of banners (slides): autoplay, speed, fade, infinite, arrows and dots. */
import { useT } from '../../i18n/useT.ts';
import type { SliderBlock } from '../../lib/content/types.ts';
import { Banner } from './Banner.tsx';
import { Carousel } from './Carousel.tsx';
import styles from './content.module.css';

export function Slider({ block }: { block: SliderBlock }) {
  const t = useT();
  return (
    <Carousel
      label={t('carousel.highlights')}
      className={[styles.slider, block.className].filter(Boolean).join(' ')}
      style={{ ...block.style, minHeight: block.minHeight }}
      counts={block.counts}
      autoplay={block.autoplay}
      autoplaySpeed={block.autoplaySpeed}
      infinite={block.infinite}
      arrows={block.showArrows}
      dots={block.showDots}
      fade={block.fade}
    >
      {block.children.map((slide, index) => (
        <Banner key={index} block={slide} />
      ))}
    </Carousel>
  );
}
