/**
 * The carousel of product blocks and sliders: a scroll-snap track showing `counts` items on
 * phones, tablets and desktops, with optional arrows, dots and autoplay (useCarousel).
 */
import { Children, useId, useRef, type CSSProperties, type ReactNode } from 'react';
import { useT } from '../../i18n/useT.ts';
import { useCarousel } from './useCarousel.ts';
import type { CarouselSettings } from '../../lib/content/types.ts';
import { Icon } from '../icons/Icon.tsx';
import styles from './Carousel.module.css';

export interface CarouselProps extends CarouselSettings {
  label: string;
  children: ReactNode;
  fade?: boolean;
  centerPadding?: string;
  className?: string;
  style?: CSSProperties;
}

export function Carousel({ label, children, counts, autoplay, autoplaySpeed, infinite, arrows, dots, fade, centerPadding, className, style }: CarouselProps) {
  const t = useT();
  const id = useId();
  const track = useRef<HTMLDivElement>(null);
  const items = Children.toArray(children);
  const carousel = useCarousel(track, { slideCount: items.length, autoplay, autoplaySpeed, infinite, fade });
  const layout = {
    ...style,
    '--per-view-mobile': counts.mobile,
    '--per-view-tablet': counts.tablet,
    '--per-view-pc': counts.pc,
    '--center-padding': centerPadding,
  } as CSSProperties;

  return (
    <section className={[styles.carousel, className].filter(Boolean).join(' ')} style={layout} aria-roledescription="carousel" aria-label={label} data-fade={fade || undefined}>
      <div ref={track} id={`${id}-track`} className={styles.track}>
        {items.map((item, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} / ${items.length}`}
            data-current={fade ? index === carousel.index || undefined : undefined}
            inert={fade && index !== carousel.index ? true : undefined}
          >
            {item}
          </div>
        ))}
      </div>
      {arrows && carousel.ready && carousel.pageCount > 1 ? (
        <>
          <button type="button" className={`${styles.arrow} ${styles.previous}`} onClick={carousel.previous} disabled={!carousel.canGoBack} aria-controls={`${id}-track`} aria-label={t('carousel.previous')}>
            <Icon name="chevronLeft" />
          </button>
          <button type="button" className={`${styles.arrow} ${styles.next}`} onClick={carousel.next} disabled={!carousel.canGoForward} aria-controls={`${id}-track`} aria-label={t('carousel.next')}>
            <Icon name="chevronRight" />
          </button>
        </>
      ) : null}
      {dots && carousel.pageCount > 1 ? (
        <div className={styles.dots}>
          {Array.from({ length: carousel.pageCount }, (_, page) => (
            <button
              key={page}
              type="button"
              className={styles.dot}
              aria-current={page === carousel.index ? 'true' : undefined}
              aria-label={t('carousel.goTo', { index: page + 1, total: carousel.pageCount })}
              onClick={() => carousel.goTo(page)}
              disabled={!carousel.ready}
            />
          ))}
        </div>
      ) : null}
    </section>
  );
}
