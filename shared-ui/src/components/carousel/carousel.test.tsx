import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithTheme } from '../../test-utils';
import { Carousel, carouselSettings } from './carousel';

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

  it('renders the five slides lazily with their alt text and sizes', () => {
    renderWithTheme(<Carousel slides={slides} label="Our History" />);
    expect(screen.getByRole('region', { name: 'Our History' })).toBeInTheDocument();
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
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    const next = screen.getByRole('button', { name: 'Next slide' });
    expect(screen.getAllByRole('button', { name: /^Go to slide \d of 5$/ })).toHaveLength(5);
    next.focus();
    expect(next).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.getAllByAltText('Slide 1')[0]).toHaveAttribute('width', '640');
  });
});
