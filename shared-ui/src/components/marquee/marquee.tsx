import { lazy, Suspense, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
// Through the package, not a relative path: this entry is not shared, and a relative import would
// give its pages an i18n of their own that never hears the language change.
import { directionOf, useUiT, usePrefersReducedMotion } from '@kaamyaab/shared-ui';
import { useNearViewport } from '../../lib/use-near-viewport';

// react-fast-marquee (its code and the styles it injects) loads when the strip nears the
// viewport: on the home page it sits below the fold, and its first load does without it
// (decision 012).
const FastMarquee = lazy(() => import('react-fast-marquee'));

// The strip fades out over its last few rem at each side, so an item enters and leaves softly
// instead of being cut in half at the edge. A mask, not a white overlay: it suits any background.
const edgeFade =
  'linear-gradient(to right, transparent, #000 var(--fade), #000 calc(100% - var(--fade)), transparent)';

// react-fast-marquee renders nothing until it has mounted: the strip keeps its height from the
// first frame, or everything below it moves down once it appears (a layout shift).
const Region = styled.div<{ $height: string }>`
  --fade: min(4rem, 12%);
  overflow: hidden;
  min-height: ${({ $height }) => $height};
  -webkit-mask-image: ${edgeFade};
  mask-image: ${edgeFade};

  /* react-fast-marquee lays its two copies side by side from the left and slides them by their
     width: laid out from the right, the second copy would sit outside the strip and leave it
     empty for half a turn. The items inside each copy still read from the right in Urdu. */
  .rfm-marquee-container {
    direction: ltr;
  }
  [dir='rtl'] & .rfm-marquee {
    direction: rtl;
  }
`;

/** The items standing in a row, where the strip will run, until its code has come. */
const StillRow = styled.div`
  display: flex;
  align-items: center;
  overflow: hidden;
`;

export interface MarqueeProps {
  children: ReactNode;
  /** Names the region, e.g. 'Our Trusted Family'. */
  label: string;
  speed?: number;
  /** At least the children's height, e.g. '2.5rem'. */
  height: string;
}

/**
 * A scrolling strip (spec speed 80) that pauses on hover and stands still for reduced motion. It
 * runs in the reading direction: to the left in English, to the right in Urdu.
 */
export function Marquee({ children, label, speed = 80, height }: MarqueeProps) {
  const { language } = useUiT();
  const reducedMotion = usePrefersReducedMotion();
  const region = useRef<HTMLDivElement>(null);
  const near = useNearViewport(region);
  const still = <StillRow>{children}</StillRow>;
  return (
    <Region ref={region} role="region" aria-label={label} $height={height}>
      {near ? (
        <Suspense fallback={still}>
          <FastMarquee
            speed={speed}
            pauseOnHover
            play={!reducedMotion}
            direction={directionOf(language) === 'rtl' ? 'right' : 'left'}
          >
            {children}
          </FastMarquee>
        </Suspense>
      ) : (
        still
      )}
    </Region>
  );
}
