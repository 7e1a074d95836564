import { courseArt, type CourseArt, type Motif } from './course-art';

const svgOf = (dataUrl: string) =>
  decodeURIComponent(dataUrl.replace(/^data:image\/svg\+xml;charset=utf-8,/, ''));

const art = (motif: Motif, token = 'JS'): CourseArt => ({
  colors: ['#14532d', '#16a34a'],
  token,
  accent: '#86efac',
  motif,
});

const everyMotif: Motif[] = [
  { kind: 'window', size: [46, 40], lines: [30, 22], indents: [0, 4] },
  { kind: 'blocks', rows: [1, 2, 3], wave: true },
  { kind: 'graph', layers: [3, 4, 2] },
  { kind: 'disks', count: 3 },
  { kind: 'orbits', count: 3 },
  { kind: 'branch', commits: 5 },
  { kind: 'check' },
];

describe('courseArt', () => {
  it('draws each motif as a small SVG data URL that fetches nothing', () => {
    const svgs = everyMotif.map((motif) => svgOf(courseArt(art(motif))));
    expect(new Set(svgs).size).toBe(everyMotif.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 160 90"/);
      expect(svg).toMatch(/<\/svg>$/);
      // The namespace is a name, not a request: no other address, link or outside reference.
      expect(svg.replace('http://www.w3.org/2000/svg', '')).not.toMatch(
        /https?:|href|url\((?!#g\))/,
      );
      expect(svg.length).toBeLessThan(1500);
    }
  });

  it('writes the token as text, escaped, in the dark colour on a white tile unless told', () => {
    const plain = svgOf(courseArt(art({ kind: 'check' }, '</>')));
    expect(plain).toContain('fill="#14532d">&lt;/&gt;</text>');
    expect(plain).toContain('rx="7" fill="#fff"/>');
    const yellow = svgOf(courseArt({ ...art({ kind: 'check' }), tile: ['#facc15', '#1c1917'] }));
    expect(yellow).toContain('rx="7" fill="#facc15"/>');
    expect(yellow).toContain('fill="#1c1917">JS</text>');
  });

  it('draws as many parts as the description asks', () => {
    const count = (svg: string, part: RegExp) => svg.match(part)?.length ?? 0;
    expect(count(svgOf(courseArt(art({ kind: 'graph', layers: [3, 4, 2] }))), /<circle/g)).toBe(9);
    expect(count(svgOf(courseArt(art({ kind: 'orbits', count: 3 }))), /<ellipse/g)).toBe(3);
    expect(count(svgOf(courseArt(art({ kind: 'disks', count: 4 }))), /<ellipse/g)).toBe(4);
    // The tile is one rect; then the window, its title bar and one rect per line.
    const window = svgOf(courseArt(art({ kind: 'window', size: [26, 48], lines: [18, 12, 18] })));
    expect(count(window, /<rect/g)).toBe(1 + 1 + 2 + 3);
  });
});
