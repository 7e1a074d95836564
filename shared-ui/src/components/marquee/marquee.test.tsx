import { act, screen, waitFor } from '@testing-library/react';
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

/** Renders the strip of one logo and returns its labelled region. */
function renderLogoStrip() {
  renderWithTheme(
    <Marquee label="Our Trusted Family" height="2.5rem">
      <span>Logo</span>
    </Marquee>,
  );
  return screen.getByRole('region', { name: 'Our Trusted Family' });
}

/** Renders the strip and waits for react-fast-marquee, which loads when the strip is near. */
async function renderStrip() {
  const region = renderLogoStrip();
  await waitFor(() => expect(document.querySelector('.rfm-marquee')).not.toBeNull());
  return region;
}

describe('Marquee', () => {
  it('labels the scrolling strip and scrolls by default', async () => {
    const restore = mockReducedMotion(false);
    expect(await renderStrip()).toBeInTheDocument();
    expect(screen.getAllByText('Logo').length).toBeGreaterThan(0);
    expect(playState()).toBe('running');
    restore();
  });

  it('stands still when reduced motion is asked for', async () => {
    const restore = mockReducedMotion(true);
    await renderStrip();
    expect(playState()).toBe('paused');
    restore();
  });

  it('stands its items in a row, without the strip code, while it is far from the viewport', () => {
    const observed: Element[] = [];
    const original = window.IntersectionObserver;
    window.IntersectionObserver = class {
      observe = (element: Element) => observed.push(element);
      disconnect = () => undefined;
    } as unknown as typeof IntersectionObserver;
    try {
      const region = renderLogoStrip();
      expect(screen.getByText('Logo')).toBeVisible();
      expect(observed).toEqual([region]);
      expect(document.querySelector('.rfm-marquee')).toBeNull();
    } finally {
      window.IntersectionObserver = original;
    }
  });

  it('keeps its height from the first frame, before the strip has measured itself', () => {
    const region = renderLogoStrip();
    expect(getComputedStyle(region).minHeight).toBe('2.5rem');
  });

  it('fades its items out at both edges instead of cutting them off', () => {
    const region = renderLogoStrip();
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
    await renderStrip();
    expect(direction()).toBe('normal');
    await act(() => setLanguage('ur'));
    expect(direction()).toBe('reverse');
  });
});
