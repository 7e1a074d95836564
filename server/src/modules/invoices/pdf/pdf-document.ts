import path from 'node:path';
import PDFDocument from 'pdfkit';
import { formatPaisa, type InvoiceLanguage } from '@kaamyaab/shared-api/contract';
import { drawLine, wrap, type LineStyle, type PdfFonts } from './bidi-text';

/**
 * The page every invoice and statement is drawn on: A4, the fonts embedded (Noto Naskh Arabic
 * from its npm package, read from disk, never fetched), and a cursor that writes one row at a
 * time in the language's direction. Urdu pages run right to left: labels at the right edge,
 * amounts at the left.
 */
const naskhFolder = path.join(
  path.dirname(require.resolve('@embedpdf/fonts-arabic')),
  '..',
  'fonts',
);

const REGULAR: PdfFonts = { latin: 'Helvetica', arabic: 'naskh' };
const BOLD: PdfFonts = { latin: 'Helvetica-Bold', arabic: 'naskh-bold' };
const MARGIN = 50;

export interface PdfPage {
  doc: PDFKit.PDFDocument;
  language: InvoiceLanguage;
  /** A line of text across the page (wrapped), at the start edge. */
  text(text: string, options?: { size?: number; bold?: boolean; gap?: number }): void;
  /** A label at the start edge and its value at the end edge, on one row. */
  row(label: string, value: string, options?: { bold?: boolean }): void;
  rule(): void;
  space(points: number): void;
  money(paisa: number): string;
  finish(): Promise<Buffer>;
}

export function pdfPage(
  language: InvoiceLanguage,
  info: { title: string; subject: string },
): PdfPage {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: info.title, Subject: info.subject, Author: 'Kaamyaab', Producer: 'Kaamyaab' },
  });
  doc.registerFont('naskh', path.join(naskhFolder, 'NotoNaskhArabic-Regular.ttf'));
  doc.registerFont('naskh-bold', path.join(naskhFolder, 'NotoNaskhArabic-Bold.ttf'));
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const direction = language === 'ur' ? 'rtl' : 'ltr';
  const width = doc.page.width - 2 * MARGIN;
  // Naskh's letters sit higher and reach lower than Latin: Urdu rows need more room.
  const leading = language === 'ur' ? 1.9 : 1.45;
  let y = MARGIN;
  const styleOf = (size: number, bold = false): LineStyle => ({
    fonts: bold ? BOLD : REGULAR,
    size,
    direction,
  });
  const ensureRoom = (height: number) => {
    if (y + height <= doc.page.height - MARGIN) return;
    doc.addPage();
    y = MARGIN;
  };

  return {
    doc,
    language,
    text(text, { size = 10, bold = false, gap = 0 } = {}) {
      const style = styleOf(size, bold);
      for (const line of wrap(doc, text, width, style)) {
        ensureRoom(size * leading);
        drawLine(doc, line, { x: MARGIN, y, width }, style);
        y += size * leading;
      }
      y += gap;
    },
    row(label, value, { bold = false } = {}) {
      const style = styleOf(10, bold);
      ensureRoom(10 * leading);
      // The label keeps to the start edge's side: the right of the page in Urdu.
      const labelX = direction === 'rtl' ? MARGIN + width * 0.38 : MARGIN;
      drawLine(doc, label, { x: labelX, y, width: width * 0.62 }, style);
      drawLine(doc, value, { x: MARGIN, y, width, align: 'end' }, style);
      y += 10 * leading;
    },
    rule() {
      ensureRoom(8);
      doc
        .moveTo(MARGIN, y + 2)
        .lineTo(MARGIN + width, y + 2)
        .lineWidth(0.5)
        .strokeColor('#999999')
        .stroke();
      y += 8;
    },
    space(points) {
      y += points;
    },
    money: (paisa) => formatPaisa(paisa, language).replace(/\u00a0/g, ' '),
    finish() {
      doc.end();
      return done;
    },
  };
}
