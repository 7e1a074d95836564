import { lazy, Suspense, useRef, type CSSProperties, type ReactNode } from 'react';
import styled from 'styled-components';
import { useNearViewport } from '../../lib/use-near-viewport';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import { dotsSpace, slickStyles } from './slick-styles';

// react-slick (16 KB gzipped with its polyfill) loads when a carousel nears the viewport: the
// home page's carousels sit far below the fold, so its first load does without it.
const Slider = lazy(() => import('react-slick'));

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

function Arrow({ direction, className, style, onClick }: ArrowProps) {
  return (
    <button
      type="button"
      className={className}
      style={style}
      onClick={onClick}
      aria-label={direction === 'previous' ? 'Previous slide' : 'Next slide'}
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
 */
export function Carousel({ slides, label, width = 800, height = 450 }: CarouselProps) {
  const reducedMotion = usePrefersReducedMotion();
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame);
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
    <Frame ref={frame} role="region" aria-roledescription="carousel" aria-label={label}>
      {near ? (
        <Suspense fallback={firstSlide}>
          <Slider
            {...carouselSettings}
            autoplay={carouselSettings.autoplay && !reducedMotion}
            prevArrow={<Arrow direction="previous" />}
            nextArrow={<Arrow direction="next" />}
            customPaging={(index: number) => (
              <button type="button" aria-label={`Go to slide ${index + 1} of ${slides.length}`}>
                {index + 1}
              </button>
            )}
            appendDots={(dots: ReactNode) => <ul aria-label={`${label} slides`}>{dots}</ul>}
          >
            {images}
          </Slider>
        </Suspense>
      ) : (
        firstSlide
      )}
    </Frame>
  );
}
