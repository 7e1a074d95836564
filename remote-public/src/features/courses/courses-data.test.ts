import { courses } from './courses-data';

const svgOf = (dataUrl: string) =>
  decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

// WCAG 2 relative luminance and contrast ratio of two colours written #rgb or #rrggbb.
const luminance = (hex: string) => {
  const full = hex.length === 4 ? hex.replace(/[0-9a-f]/gi, (digit) => digit + digit) : hex;
  const [r, g, b] = [1, 3, 5].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('the free courses', () => {
  it('are twelve, each with a picture of its own', () => {
    expect(courses).toHaveLength(12);
    expect(new Set(courses.map((course) => course.poster)).size).toBe(12);
    const tokens = courses.map((course) => svgOf(course.poster).match(/>([^<]+)<\/text>/)?.[1]);
    expect(new Set(tokens).size).toBe(12);
  });

  it('keep each picture small, drawn here and fetching nothing', () => {
    for (const { poster } of courses) {
      expect(poster).toMatch(/^data:image\/svg\+xml;/);
      expect(svgOf(poster).length).toBeLessThan(1500);
    }
  });

  it('write their token at 4.5:1 or more against its tile', () => {
    const faint = courses.filter(({ poster }) => {
      const svg = svgOf(poster);
      const tile = svg.match(/<rect x="10" y="28" [^>]*fill="(#[0-9a-f]+)"/)?.[1];
      const ink = svg.match(/<text [^>]*fill="(#[0-9a-f]+)"/)?.[1];
      return !tile || !ink || !(contrast(tile, ink) >= 4.5);
    });
    expect(faint.map((course) => course.key)).toEqual([]);
  });
});
