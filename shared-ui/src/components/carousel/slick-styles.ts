import { css } from 'styled-components';

/**
 * The space below the slides that the dots stand in (a 1.75rem row and a gap above it), so they
 * never cover a slide's caption. The first slide shown before react-slick loads keeps it too.
 */
export const dotsSpace = '2.5rem';

/**
 * The rules react-slick needs to lay slides out, written here instead of importing
 * slick-carousel's stylesheets (which pull in a web font and a loading GIF we do not want).
 * Arrows are the primary colour with a white chevron (6.2:1); dots are 4.4:1 on white.
 *
 * react-slick places its track in physical pixels from the left, its `rtl` included, so the list
 * stays left to right inside an Urdu page and only what a slide holds reads right to left. The
 * arrows stand by what they do (previous at the start of the line, next at its end) and their
 * chevrons turn to point along the reading direction.
 */
export const slickStyles = css`
  position: relative;

  .slick-slider {
    position: relative;
    display: block;
    padding-bottom: ${dotsSpace};
    user-select: none;
    touch-action: pan-y;
    -webkit-tap-highlight-color: transparent;
  }
  .slick-list {
    position: relative;
    display: block;
    overflow: hidden;
    margin: 0 3rem;
    padding: 0;
    direction: ltr;
  }
  .slick-track {
    position: relative;
    top: 0;
    left: 0;
    display: flex;
  }
  .slick-slide {
    min-height: 1px;
    height: auto;
  }
  .slick-slide > div {
    height: 100%;
  }
  [dir='rtl'] & .slick-slide > div {
    direction: rtl;
  }
  .slick-arrow {
    position: absolute;
    /* The middle of the slides, above the dots' row. */
    top: calc(50% - ${dotsSpace} / 2);
    z-index: 2;
    display: inline-grid !important;
    place-items: center;
    width: 2.5rem;
    height: 2.5rem;
    padding: 0;
    transform: translateY(-50%);
    border: 2px solid #fff;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.primary};
    color: #fff;
    box-shadow: ${({ theme }) => theme.shadows.card};
    cursor: pointer;
  }
  .slick-arrow:hover {
    background: ${({ theme }) => theme.colors.primaryDark};
  }
  .slick-arrow.slick-disabled {
    opacity: 0.5;
    cursor: default;
  }
  .slick-arrow[data-direction='previous'] {
    inset-inline-start: 0.25rem;
  }
  .slick-arrow[data-direction='next'] {
    inset-inline-end: 0.25rem;
  }
  [dir='rtl'] & .slick-arrow svg {
    transform: scaleX(-1);
  }
  .slick-dots {
    position: absolute;
    bottom: 0;
    inset-inline: 0;
    display: flex !important;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }
  .slick-dots button {
    display: grid;
    place-items: center;
    width: 1.75rem;
    height: 1.75rem;
    padding: 0;
    border: 0;
    border-radius: 50%;
    background: none;
    color: transparent;
    font-size: 0;
    cursor: pointer;
  }
  .slick-dots button::before {
    content: '';
    display: block;
    width: 0.7rem;
    height: 0.7rem;
    border-radius: 50%;
    background: #6b7a89;
  }
  .slick-dots .slick-active button::before {
    width: 0.85rem;
    height: 0.85rem;
    background: ${({ theme }) => theme.colors.primary};
  }

  ${({ theme }) => theme.media.mobile} {
    .slick-list {
      margin: 0;
    }
    .slick-arrow {
      width: 2.25rem;
      height: 2.25rem;
    }
  }
`;
