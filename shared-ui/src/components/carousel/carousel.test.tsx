import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Carousel, carouselSettings } from './carousel';
import { dotsSpace } from './slick-styles';
import { setLanguage } from '@kaamyaab/shared-ui';

const slides = [1, 2, 3, 4, 5].map((n) => ({ image: `/slide-${n}.svg`, alt: `Slide ${n}` }));

describe('Carousel', () => {
  it('uses the spec settings', () => {
    expect(carouselSettings).toMatchObject({
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
    });
  });

  it('renders the five slides lazily with their alt text and sizes', async () => {
    renderWithTheme(<Carousel slides={slides} label="Our History" />);
    expect(screen.getByRole('region', { name: 'Our History' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    for (const slide of slides) {
      // infinite mode clones edge slides, so an image can appear more than once
      const images = screen.getAllByAltText(slide.alt, { exact: true });
      for (const image of images) {
        expect(image).toHaveAttribute('src', slide.image);
        expect(image).toHaveAttribute('loading', 'lazy');
        expect(image).toHaveAttribute('width', '800');
        expect(image).toHaveAttribute('height', '450');
      }
    }
  });

  it('offers labelled, keyboard-reachable arrows and dots', async () => {
    renderWithTheme(<Carousel slides={slides} label="Our History" width={640} height={360} />);
    const next = await screen.findByRole('button', { name: 'Next slide' });
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Go to slide \d of 5$/ })).toHaveLength(5);
    next.focus();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByAltText('Slide 1')[0]).toHaveAttribute('width', '640');
  });

  describe('far below the fold', () => {
    let reportIntersecting: (() => void) | undefined;

    beforeEach(() => {
      globalThis.IntersectionObserver = class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          reportIntersecting = () =>
            this.callback(
              [{ isIntersecting: true, target } as IntersectionObserverEntry],
              this as unknown as IntersectionObserver,
            );
        }
        disconnect() {}
      } as unknown as typeof IntersectionObserver;
    });
    afterEach(() => {
      delete (globalThis as Partial<typeof globalThis>).IntersectionObserver;
      reportIntersecting = undefined;
    });

    it('shows its first slide alone, then the slider once it nears the viewport', async () => {
      renderWithTheme(<Carousel slides={slides} label="Our Mission" />);
      expect(screen.getByRole('region', { name: 'Our Mission' })).toBeInTheDocument();
      expect(screen.getByAltText('Slide 1')).toHaveAttribute('width', '800');
      expect(screen.queryByAltText('Slide 2')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next slide' })).not.toBeInTheDocument();

      act(() => reportIntersecting?.());
      expect(await screen.findByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      expect(screen.getAllByAltText('Slide 2').length).toBeGreaterThan(0);
    });

    it('keeps a row below the slides for the dots, the same before and after the slider loads', async () => {
      renderWithTheme(<Carousel slides={slides} label="Our Mission" />);
      const firstSlide = screen.getByAltText('Slide 1').closest('div')
        ?.parentElement as HTMLElement;
      expect(getComputedStyle(firstSlide).paddingBottom).toBe(dotsSpace);

      act(() => reportIntersecting?.());
      const dots = await screen.findByRole('list', { name: 'Our Mission slides' });
      const slider = dots.parentElement as HTMLElement;
      expect(slider).toHaveClass('slick-slider');
      expect(getComputedStyle(slider).paddingBottom).toBe(dotsSpace);
      // The dots stand at the foot of that padding, below the slides and their captions.
      expect(getComputedStyle(dots).position).toBe('absolute');
      expect(getComputedStyle(dots).bottom).toMatch(/^0(px)?$/);
    });
  });
});

describe('Carousel in Urdu', () => {
  afterEach(() => act(() => setLanguage('en')));

  const dotOf = (slide: number) =>
    screen.getByRole('button', { name: `5 میں سے سلائیڈ نمبر ${slide} دیکھیں` });
  const shown = (slide: number) => expect(dotOf(slide).closest('li')).toHaveClass('slick-active');

  // react-slick ignores a move while the last one animates (700 ms), so each test makes one.
  async function renderInUrdu() {
    await act(() => setLanguage('ur'));
    renderWithTheme(<Carousel slides={slides} label="ہماری تاریخ" />);
    return screen.findByRole('button', { name: 'اگلی سلائیڈ' });
  }

  it('labels everything in Urdu and starts at the first slide, whose dot comes first', async () => {
    const next = await renderInUrdu();
    expect(next).toHaveAttribute('data-direction', 'next');
    expect(screen.getByRole('button', { name: 'پچھلی سلائیڈ' })).toHaveAttribute(
      'data-direction',
      'previous',
    );
    const dots = screen.getByRole('list', { name: 'ہماری تاریخ: سلائیڈز' });
    // First in the row, so it stands at the right, and first reached by Tab.
    expect(dots.querySelector('button')).toBe(dotOf(1));
    shown(1);
  });

  it('goes to the second slide with next', async () => {
    await userEvent.click(await renderInUrdu());
    shown(2);
  });

  it('goes back from the first slide to the last with previous', async () => {
    await renderInUrdu();
    await userEvent.click(screen.getByRole('button', { name: 'پچھلی سلائیڈ' }));
    shown(5);
  });

  it('goes to the slide a dot names', async () => {
    await renderInUrdu();
    await userEvent.click(dotOf(4));
    shown(4);
  });

  it.each([
    ['ArrowLeft', 2],
    ['ArrowRight', 5],
  ])('takes %s to the slide on that side (slide %d)', async (key, slide) => {
    await renderInUrdu();
    act(() => dotOf(1).focus());
    await userEvent.keyboard(`{${key}}`);
    shown(slide);
  });

  it('keeps the first slide first in English too', async () => {
    renderWithTheme(<Carousel slides={slides} label="Our History" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Next slide' }));
    expect(screen.getByRole('button', { name: 'Go to slide 2 of 5' }).closest('li')).toHaveClass(
      'slick-active',
    );
  });
});
