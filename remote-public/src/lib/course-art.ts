import { escapeXml, toDataUrl } from './svg-art';

/**
 * A course's poster, drawn from a few words of description instead of a picture file: the
 * course's colours, a code token on a tile at the left and, at the right, one of a handful of
 * shapes (a motif) that says what the course is about. The middle stays quiet for the play
 * button. Each poster is a 160 × 90 SVG of about a kilobyte at most, and nothing is fetched.
 */
export type Motif =
  /** A window or a phone's screen with lines of these lengths, indented as `indents` says. */
  | { kind: 'window'; size: [number, number]; dark?: boolean; lines: number[]; indents?: number[] }
  /** Rows of boxes, from the top: a layout grid, or containers stacked on a ship. */
  | { kind: 'blocks'; rows: number[]; wave?: boolean }
  /** Columns of nodes, each joined to every node of the next: a network. */
  | { kind: 'graph'; layers: number[] }
  /** A database: a cylinder of stacked disks. */
  | { kind: 'disks'; count: number }
  /** An atom: orbits around a core. */
  | { kind: 'orbits'; count: number }
  /** A history: commits on a line, and a branch that leaves it and comes back. */
  | { kind: 'branch'; commits: number }
  /** A tick in a ring: the mistake caught before it ships. */
  | { kind: 'check' };

export interface CourseArt {
  /** The background from its dark end to its light end; the dark one inks the token. */
  colors: [string, string];
  /** A short token of the topic (four characters at most), e.g. '</>'. */
  token: string;
  /** [fill, ink] of the token's tile, when white and the dark colour do not suit the topic. */
  tile?: [string, string];
  /** A bright colour for the motif's details. */
  accent: string;
  motif: Motif;
}

// The motif's centre, right of the play button.
const cx = 125;
const cy = 45;

const rect = (x: number, y: number, width: number, height: number, rx: number, fill: string) =>
  `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${rx}" fill="${fill}"/>`;
const dot = (x: number, y: number, r: number, fill: string, stroke = 'none') =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" stroke="${stroke}"/>`;
const line = (d: string, stroke: string, width = 2) =>
  `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${width}" stroke-linecap="round"/>`;
const times = <T>(count: number, draw: (index: number) => T) =>
  Array.from({ length: count }, (_, i) => draw(i));

type Of<K extends Motif['kind']> = Extract<Motif, { kind: K }>;

const motifs = {
  window: ({ size: [width, height], dark, lines, indents = [] }: Of<'window'>, accent: string) => {
    const [x, y] = [cx - width / 2, cy - height / 2];
    const text = lines.map((length, i) =>
      rect(x + 4 + (indents[i] ?? 0), y + 10 + i * 6, length, 3, 1.5, dark ? accent : '#334155'),
    );
    return (
      rect(x, y, width, height, 3, dark ? '#0f172a' : '#fff') +
      rect(x, y, width, 6, 3, accent) +
      text.join('')
    );
  },
  blocks: ({ rows, wave }: Of<'blocks'>, accent: string) => {
    const top = cy - rows.length * 5;
    const boxes = rows.flatMap((count, row) =>
      times(count, (i) =>
        rect(
          cx - count * 6 + 1 + i * 12,
          top + row * 10,
          10,
          8,
          1.5,
          (row + i) % 2 ? accent : '#fff',
        ),
      ),
    );
    const sea = wave
      ? line(`M98 ${top + rows.length * 10 + 4}q7-5 14 0t14 0 14 0 14 0`, '#fff', 2.5)
      : '';
    return boxes.join('') + sea;
  },
  graph: ({ layers }: Of<'graph'>, accent: string) => {
    const nodes = layers.map((count, column) =>
      times(
        count,
        (i) =>
          [cx + (column - (layers.length - 1) / 2) * 20, cy + (i - (count - 1) / 2) * 12] as const,
      ),
    );
    const edges = nodes
      .slice(1)
      .flatMap((column, c) =>
        column.flatMap(([x2, y2]) => nodes[c]!.map(([x1, y1]) => `M${x1} ${y1}L${x2} ${y2}`)),
      );
    return (
      line(edges.join(''), '#fff', 1) +
      nodes
        .flat()
        .map(([x, y]) => dot(x, y, 4, accent, '#fff'))
        .join('')
    );
  },
  disks: ({ count }: Of<'disks'>, accent: string) =>
    times(count, (i) => {
      const y = cy + ((count - 1) / 2 - i) * 10 - 4;
      return `<path d="M107 ${y}v8a18 5 0 0 0 36 0v-8" fill="#fff"/><ellipse cx="${cx}" cy="${y}" rx="18" ry="5" fill="${accent}" stroke="#fff"/>`;
    }).join(''),
  orbits: ({ count }: Of<'orbits'>, accent: string) =>
    times(
      count,
      (i) =>
        `<ellipse cx="${cx}" cy="${cy}" rx="24" ry="9" fill="none" stroke="${accent}" stroke-width="2" transform="rotate(${(i * 180) / count} ${cx} ${cy})"/>`,
    ).join('') + dot(cx, cy, 4, '#fff'),
  branch: ({ commits }: Of<'branch'>, accent: string) => {
    const step = 48 / (commits - 1);
    const [from, to] = [101 + step, 101 + (commits - 2) * step];
    const y = cy + 8;
    const paths = line(
      `M101 ${y}H149M${from} ${y}C${from + 6} ${y - 20} ${to - 6} ${y - 20} ${to} ${y}`,
      '#fff',
    );
    return (
      paths +
      dot(cx, cy - 7, 3.5, accent, '#fff') +
      times(commits, (i) => dot(101 + i * step, y, 3.5, '#fff')).join('')
    );
  },
  check: (_: Of<'check'>, accent: string) =>
    dot(cx, cy, 20, 'none', '#fff') + line(`M115 ${cy}l7 7 13-13`, accent, 5),
};

function drawMotif(motif: Motif, accent: string): string {
  switch (motif.kind) {
    case 'window':
      return motifs.window(motif, accent);
    case 'blocks':
      return motifs.blocks(motif, accent);
    case 'graph':
      return motifs.graph(motif, accent);
    case 'disks':
      return motifs.disks(motif, accent);
    case 'orbits':
      return motifs.orbits(motif, accent);
    case 'branch':
      return motifs.branch(motif, accent);
    case 'check':
      return motifs.check(motif, accent);
  }
}

/** The poster of a course, as a data URL for an <img>. */
export function courseArt({
  colors: [dark, light],
  token,
  tile,
  accent,
  motif,
}: CourseArt): string {
  const [tileFill, tileInk] = tile ?? ['#fff', dark];
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 90" width="160" height="90">` +
    `<linearGradient id="g" x2="1" y2="1"><stop stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient>` +
    `<rect width="160" height="90" fill="url(#g)"/>${rect(10, 28, 44, 34, 7, tileFill)}` +
    `<text x="32" y="50" text-anchor="middle" font-family="ui-monospace,monospace" font-size="14" font-weight="700" fill="${tileInk}">${escapeXml(token)}</text>` +
    `${drawMotif(motif, accent)}</svg>`;
  return toDataUrl(svg);
}
