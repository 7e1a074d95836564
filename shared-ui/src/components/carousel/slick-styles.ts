import { css } from 'styled-components';

/**
 * The rules react-slick needs to lay slides out, written here instead of importing
 * slick-carousel's stylesheets (which pull in a web font and a loading GIF we do not want).
 * Arrows are the primary colour with a white chevron (6.2:1); dots are 4.4:1 on white.
 */
export const slickStyles = css`
  position: relative;
  padding-bottom: 2.25rem;

  .slick-slider {
    position: relative;
    display: block;
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
  .slick-arrow {
    position: absolute;
    top: 50%;
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
  .slick-prev {
    left: 0.25rem;
  }
  .slick-next {
    right: 0.25rem;
  }
  .slick-dots {
    position: absolute;
    bottom: 0;
    left: 0;
    right: 0;
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
