import type { ReactNode } from 'react';
import FastMarquee from 'react-fast-marquee';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

// react-fast-marquee renders nothing until it has mounted: the strip keeps its height from the
// first frame, or everything below it moves down once it appears (a layout shift).
const Region = styled.div<{ $height: string }>`
  overflow: hidden;
  min-height: ${({ $height }) => $height};
`;

export interface MarqueeProps {
  children: ReactNode;
  /** Names the region, e.g. 'Our Trusted Family'. */
  label: string;
  speed?: number;
  /** At least the children's height, e.g. '2.5rem'. */
  height: string;
}

/** A scrolling strip (spec speed 80) that pauses on hover and stands still for reduced motion. */
export function Marquee({ children, label, speed = 80, height }: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Region role="region" aria-label={label} $height={height}>
      <FastMarquee speed={speed} pauseOnHover play={!reducedMotion}>
        {children}
      </FastMarquee>
    </Region>
  );
}
