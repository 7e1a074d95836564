import { createGlobalStyle, css } from 'styled-components';
import naskhBold from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-700-normal.woff2';
import naskhRegular from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';

// Noto Naskh Arabic, self-hosted and subset to the Arabic script (decision 021): the browser
// fetches it only when Urdu text is set in it, that is, once Urdu is chosen.
const URDU_FACE = "'Noto Naskh Arabic'";

const urduFace = (weight: number, file: string) => css`
  @font-face {
    font-family: ${URDU_FACE};
    font-style: normal;
    font-weight: ${weight};
    font-display: swap;
    src: url(${file}) format('woff2');
    unicode-range: U+0600-06FF, U+0750-077F, U+FB50-FDFF, U+FE70-FEFF;
  }
`;

export const GlobalStyle = createGlobalStyle`
  ${urduFace(400, naskhRegular)}
  ${urduFace(700, naskhBold)}
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    line-height: 1.5;
  }
  html[lang='ur'] body {
    font-family: ${URDU_FACE}, ${({ theme }) => theme.fonts.body};
    line-height: 1.8;
  }
  /* Headings and buttons set a Latin line height (1.2); Naskh's marks above and below the line
     need more, or two lines of a heading touch. The selector outranks a component's class. */
  :lang(ur):is(h1, h2, h3, h4, button, summary) {
    line-height: 1.6;
  }
  img, svg { max-width: 100%; }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 3px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
`;
