import {
  lazy,
  Suspense,
  useRef,
  type CSSProperties,
  type KeyboardEvent,
  type ReactElement,
} from 'react';
import type Slider from 'react-slick';
import styled from 'styled-components';
// Through the package, not a relative path: this entry is not shared, and a relative import would
// give its pages an i18n of their own that never hears the language change.
import { directionOf, useUiT, usePrefersReducedMotion } from '@kaamyaab/shared-ui';
import { useNearViewport } from '../../lib/use-near-viewport';
import { dotsSpace, slickStyles } from './slick-styles';

// react-slick, with its polyfill, loads when a carousel nears the viewport: the home page's
// carousels sit far below the fold, so its first load does without it (decision 012).
const LazySlider = lazy(() => import('react-slick'));

export interface CarouselSlide {
  image: string;
  alt: string;
}

/** Spec: speed 700 ms, autoplay every 3000 ms, 1 shown and 1 scrolled, infinite, dots and arrows. */
export const carouselSettings = {
  speed: 700,
  autoplay: true,
  autoplaySpeed: 3000,
  slidesToShow: 1,
  slidesToScroll: 1,
  infinite: true,
  dots: true,
  arrows: true,
  pauseOnHover: true,
  pauseOnFocus: true,
  pauseOnDotsHover: true,
  accessibility: true,
} as const;

const Frame = styled.div`
  ${slickStyles}
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

/** The first slide alone, where the slider's list will be, until the slider has loaded. */
const FirstSlide = styled.div`
  margin: 0 3rem;
  padding-bottom: ${dotsSpace};

  ${({ theme }) => theme.media.mobile} {
    margin: 0;
  }
`;

interface ArrowProps {
  direction: 'previous' | 'next';
  // react-slick clones the arrow with these three; the rest of its props stay out of the DOM.
  className?: string;
  style?: CSSProperties;
  onClick?: () => void;
}

/** A chevron pointing the way it moves: drawn for left to right, mirrored by the styles in Urdu. */
function Arrow({ direction, className, style, onClick }: ArrowProps) {
  const { t } = useUiT();
  return (
    <button
      type="button"
      className={className}
      style={style}
      onClick={onClick}
      data-direction={direction}
      aria-label={t(direction === 'previous' ? 'carousel.previous' : 'carousel.next')}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </button>
  );
}

export interface CarouselProps {
  slides: CarouselSlide[];
  /** Names the region for screen readers, e.g. 'Our History'. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A slide show on react-slick with the spec's settings. Arrows and dots are labelled buttons;
 * it does not advance by itself for visitors who ask for reduced motion. Until it nears the
 * viewport (and while react-slick loads) it shows its first slide, in the same place.
 *
 * In Urdu it runs right to left with react-slick's `rtl`, which lays the slides out reversed and
 * counts them from the other end. Its words stay physical, so they are turned back here: its
 * 'previous' (the slide on the left) is our next one, its dots come last slide first, and its
 * arrow keys (which it inverts once too often) are handled here.
 */
export function Carousel({ slides, label, width = 800, height = 450 }: CarouselProps) {
  const { t, language } = useUiT();
  const rtl = directionOf(language) === 'rtl';
  const reducedMotion = usePrefersReducedMotion();
  const frame = useRef<HTMLDivElement>(null);
  const slider = useRef<Slider>(null);
  const near = useNearViewport(frame);
  const onKeyDownCapture = (event: KeyboardEvent) => {
    if (!rtl || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.stopPropagation();
    if (event.key === 'ArrowLeft') slider.current?.slickPrev();
    else slider.current?.slickNext();
  };
  // The slide a dot shows: with `rtl`, dot i shows the (n - i)th.
  const slideOfDot = (index: number) => (rtl ? slides.length - index : index + 1);
  const images = slides.map((slide) => (
    <div key={slide.image}>
      <img
        src={slide.image}
        alt={slide.alt}
        width={width}
        height={height}
        loading="lazy"
        decoding="async"
      />
    </div>
  ));
  const firstSlide = <FirstSlide>{images[0]}</FirstSlide>;
  return (
    <Frame
      ref={frame}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDownCapture={onKeyDownCapture}
    >
      {near ? (
        <Suspense fallback={firstSlide}>
          <LazySlider
            // A new layout for the other direction: react-slick reads `rtl` when it starts.
            key={rtl ? 'rtl' : 'ltr'}
            ref={slider}
            {...carouselSettings}
            rtl={rtl}
            autoplay={carouselSettings.autoplay && !reducedMotion}
            prevArrow={<Arrow direction={rtl ? 'next' : 'previous'} />}
            nextArrow={<Arrow direction={rtl ? 'previous' : 'next'} />}
            customPaging={(index: number) => (
              <button
                type="button"
                aria-label={t('carousel.goTo', { number: slideOfDot(index), count: slides.length })}
              >
                {slideOfDot(index)}
              </button>
            )}
            // First slide's dot first, so it stands at the start of the row and of the Tab order.
            appendDots={(dots: ReactElement[]) => (
              <ul aria-label={t('carousel.dots', { label })}>{rtl ? [...dots].reverse() : dots}</ul>
            )}
          >
            {images}
          </LazySlider>
        </Suspense>
      ) : (
        firstSlide
      )}
    </Frame>
  );
}
