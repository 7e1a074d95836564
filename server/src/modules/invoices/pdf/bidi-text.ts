import bidiFactory from 'bidi-js';
import type PDFDocument from 'pdfkit';

/**
 * Lines of mixed Urdu and Latin text drawn in their visual order. pdfkit shapes a string with
 * fontkit, which joins Arabic-script letters and lays a right-to-left script's glyphs right to
 * left, but treats the whole string as one run: digits and Latin names inside an Urdu line would
 * come out reversed. So the Unicode bidi algorithm (bidi-js) orders the line first, and each run
 * of one direction and one script is drawn on its own, in the font that has its glyphs (Noto Naskh
 * for the Arabic script, Helvetica for the rest).
 */
const bidi = bidiFactory();

export type Direction = 'ltr' | 'rtl';

export interface PdfFonts {
  latin: string;
  arabic: string;
}

interface Run {
  text: string;
  font: string;
}

// Arabic-script letters, marks and punctuation (Urdu uses the Arabic block and its extensions).
const ARABIC_SCRIPT = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

// Direction marks order the line and are then invisible: Helvetica has no glyph for them.
const BIDI_MARKS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

/** Text kept left to right inside a right-to-left line (a rate such as `10%`), then unmarked. */
export const leftToRight = (text: string) => `\u2066${text}\u2069`;

/** The runs of `text` left to right as the eye reads them, each in the font it is drawn in. */
export function visualRuns(text: string, direction: Direction, fonts: PdfFonts): Run[] {
  if (text === '') return [];
  const levels = bidi.getEmbeddingLevels(text, direction);
  const order = bidi.getReorderedIndices(text, levels);
  const mirrored = bidi.getMirroredCharactersMap(text, levels.levels);
  const runs: { indices: number[]; rtl: boolean; arabic: boolean }[] = [];
  for (const index of order) {
    const rtl = (levels.levels[index]! & 1) === 1;
    const arabic = ARABIC_SCRIPT.test(text[index]!);
    const last = runs.at(-1);
    const previous = last?.indices.at(-1);
    const adjacent = previous !== undefined && index === previous + (rtl ? -1 : 1);
    if (last && adjacent && last.rtl === rtl && last.arabic === arabic) last.indices.push(index);
    else runs.push({ indices: [index], rtl, arabic });
  }
  const drawn = runs.map(({ indices, rtl, arabic }) => {
    if (arabic) {
      // fontkit lays an Arabic-script string right to left itself: give it the logical order.
      const from = Math.min(...indices);
      return { text: text.slice(from, Math.max(...indices) + 1), font: fonts.arabic };
    }
    // Neutrals and Latin in their visual order, brackets mirrored where the line is right to left.
    const characters = indices.map((index) => (rtl && mirrored.get(index)) || text[index]!);
    return { text: characters.join('').replace(BIDI_MARKS, ''), font: fonts.latin };
  });
  return drawn.filter((run) => run.text !== '');
}

export interface LineStyle {
  fonts: PdfFonts;
  size: number;
  direction: Direction;
}

export function measure(doc: PDFKit.PDFDocument, text: string, style: LineStyle): number {
  return visualRuns(text, style.direction, style.fonts).reduce(
    (width, run) => width + doc.font(run.font).fontSize(style.size).widthOfString(run.text),
    0,
  );
}

/**
 * One line at `y` inside [x, x + width]: at its start edge (left in English, right in Urdu),
 * or at the end edge when `align` is 'end'.
 */
export function drawLine(
  doc: PDFKit.PDFDocument,
  text: string,
  box: { x: number; y: number; width: number; align?: 'start' | 'end' },
  style: LineStyle,
): void {
  const runs = visualRuns(text, style.direction, style.fonts);
  const widths = runs.map((run) => doc.font(run.font).fontSize(style.size).widthOfString(run.text));
  const total = widths.reduce((sum, width) => sum + width, 0);
  const atRight = (style.direction === 'rtl') !== (box.align === 'end');
  let cursor = atRight ? box.x + box.width - total : box.x;
  runs.forEach((run, i) => {
    doc.font(run.font).fontSize(style.size).text(run.text, cursor, box.y, { lineBreak: false });
    cursor += widths[i]!;
  });
}

/** Words filled into lines no wider than `width` (a word longer than a line gets one alone). */
export function wrap(
  doc: PDFKit.PDFDocument,
  text: string,
  width: number,
  style: LineStyle,
): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && measure(doc, candidate, style) > width) {
      lines.push(line);
      line = word;
    } else line = candidate;
  }
  if (line) lines.push(line);
  return lines;
}

export type { PDFDocument };
