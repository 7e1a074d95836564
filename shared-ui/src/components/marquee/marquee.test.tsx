import { act, screen } from '@testing-library/react';
import { renderWithTheme } from '../../test-utils';
import { Marquee } from './marquee';
import { setLanguage } from '@kaamyaab/shared-ui';

function mockReducedMotion(matches: boolean) {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...original(query),
    matches: query.includes('prefers-reduced-motion') ? matches : false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

// react-fast-marquee sets its running state as an inline CSS variable-driven animation.
const playState = () =>
  (document.querySelector('.rfm-marquee') as HTMLElement).style.getPropertyValue('--play');

describe('Marquee', () => {
  it('labels the scrolling strip and scrolls by default', () => {
    const restore = mockReducedMotion(false);
    renderWithTheme(
      <Marquee label="Our Trusted Family" height="2.5rem">
        <span>Logo</span>
      </Marquee>,
    );
    expect(screen.getByRole('region', { name: 'Our Trusted Family' })).toBeInTheDocument();
    expect(screen.getAllByText('Logo').length).toBeGreaterThan(0);
    expect(playState()).toBe('running');
    restore();
  });

  it('stands still when reduced motion is asked for', () => {
    const restore = mockReducedMotion(true);
    renderWithTheme(
      <Marquee label="Our Trusted Family" height="2.5rem">
        <span>Logo</span>
      </Marquee>,
    );
    expect(playState()).toBe('paused');
    restore();
  });

  it('keeps its height from the first frame, before the strip has measured itself', () => {
    renderWithTheme(
      <Marquee label="Our Trusted Family" height="2.5rem">
        <span>Logo</span>
      </Marquee>,
    );
    const region = screen.getByRole('region', { name: 'Our Trusted Family' });
    expect(getComputedStyle(region).minHeight).toBe('2.5rem');
  });

  it('fades its items out at both edges instead of cutting them off', () => {
    renderWithTheme(
      <Marquee label="Our Trusted Family" height="2.5rem">
        <span>Logo</span>
      </Marquee>,
    );
    const region = screen.getByRole('region', { name: 'Our Trusted Family' });
    const mask = getComputedStyle(region).getPropertyValue('mask-image');
    expect(mask).toMatch(/^linear-gradient\(to right, transparent, .*, transparent\)$/);
    expect(getComputedStyle(region).getPropertyValue('--fade')).toBe('min(4rem, 12%)');
  });
});

describe('Marquee in both directions', () => {
  afterEach(() => act(() => setLanguage('en')));

  const direction = () =>
    (document.querySelector('.rfm-marquee') as HTMLElement).style.getPropertyValue('--direction');

  it('runs to the left in English and to the right in Urdu, the reading direction', async () => {
    renderWithTheme(
      <Marquee label="Our Trusted Family" height="2.5rem">
        <span>Logo</span>
      </Marquee>,
    );
    expect(direction()).toBe('normal');
    await act(() => setLanguage('ur'));
    expect(direction()).toBe('reverse');
  });
});
