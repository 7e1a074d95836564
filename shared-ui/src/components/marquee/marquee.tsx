import type { ReactNode } from 'react';
import FastMarquee from 'react-fast-marquee';
import styled from 'styled-components';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';

const Region = styled.div`
  overflow: hidden;
`;

export interface MarqueeProps {
  children: ReactNode;
  /** Names the region, e.g. 'Our Trusted Family'. */
  label: string;
  speed?: number;
}

/** A scrolling strip (spec speed 80) that pauses on hover and stands still for reduced motion. */
export function Marquee({ children, label, speed = 80 }: MarqueeProps) {
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Region role="region" aria-label={label}>
      <FastMarquee speed={speed} pauseOnHover play={!reducedMotion}>
        {children}
      </FastMarquee>
    </Region>
  );
}
