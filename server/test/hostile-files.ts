import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * A corpus of hostile uploads (security test plan 25–27), all made here: sharp draws the images
 * and the rest is a few bytes by hand, so nothing is downloaded. `marker` is text that must never
 * reach storage (a payload riding along in metadata or after the image's end).
 */
export interface HostileFile {
  name: string;
  type: string;
  bytes: Buffer;
  marker?: string;
}

export const MARKER = 'KAAMYAAB-HOSTILE-MARKER';
const SCRIPT = `<script>window.__xss='${MARKER}'</script>`;
const HTML = `<!doctype html><html><body>${SCRIPT}</body></html>`;

const canvas = (width = 48, height = 48) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#0b6e4f',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

export const realPng = () => canvas().png().toBuffer();
export const realJpeg = () => canvas().jpeg().toBuffer();
export const realWebp = () => canvas().webp().toBuffer();
export const realPdf = () =>
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF');

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A real PNG of `width` × `height` one-bit pixels, all zero: a few kilobytes that decode to
 * `width × height` pixels (a decompression bomb once the product is large). With `rows` below
 * `height`, the header promises more than the data holds.
 */
export function zeroPng(width: number, height: number, rows = height): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(1, 8); // bit depth 1
  header.writeUInt8(0, 9); // greyscale
  const pixels = Buffer.alloc((1 + Math.ceil(width / 8)) * rows); // filter byte 0 + zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A PNG whose tEXt chunk, right after IHDR, carries `text`. */
async function pngWithText(text: string): Promise<Buffer> {
  const png = await realPng();
  const afterHeader = 8 + 25; // signature + IHDR chunk
  const chunk = pngChunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1'));
  return Buffer.concat([png.subarray(0, afterHeader), chunk, png.subarray(afterHeader)]);
}

/** A JPEG with a comment (COM) segment, right after SOI, holding `text`. */
async function jpegWithComment(text: string): Promise<Buffer> {
  const jpeg = await realJpeg();
  const body = Buffer.from(text, 'latin1');
  const length = Buffer.alloc(2);
  length.writeUInt16BE(body.length + 2);
  return Buffer.concat([
    jpeg.subarray(0, 2),
    Buffer.from([0xff, 0xfe]),
    length,
    body,
    jpeg.subarray(2),
  ]);
}

const gpsExif = {
  IFD0: { Copyright: MARKER, Make: 'Kaamyaab test camera' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '31/1 33/1 0/1',
    GPSLongitudeRef: 'E',
    GPSLongitude: '74/1 20/1 0/1',
  },
};

// The end of a ZIP's central directory: enough for unzip tools to see an archive at the tail.
const zipTail = Buffer.concat([Buffer.from('PK\x05\x06', 'latin1'), Buffer.alloc(18)]);
const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="window.__xss=1">${SCRIPT}</svg>`;

type Build<T> = () => T | Promise<T>;

/** GIF89a then `/*` as its width: JavaScript that opens a comment, closed after the image. */
async function gifJavaScript(): Promise<Buffer> {
  const gif = await canvas(8, 8).gif().toBuffer();
  return Buffer.concat([
    gif.subarray(0, 6),
    Buffer.from('/*', 'latin1'),
    gif.subarray(8),
    Buffer.from(`*/=1;window.__xss='${MARKER}';`, 'latin1'),
  ]);
}

const half = (bytes: Buffer) => bytes.subarray(0, bytes.length >> 1);
const file = (name: string, type: string, bytes: Buffer): HostileFile => ({ name, type, bytes });

/** Files whose bytes are no accepted type, or are broken: each must be refused with a 400. */
export const refusedFiles: Record<string, Build<HostileFile>> = {
  'SVG with a script, named .png': () => file('fee.png', 'image/png', Buffer.from(svg)),
  'SVG declared as SVG': () => file('fee.svg', 'image/svg+xml', Buffer.from(svg)),
  'HTML named .png': () => file('fee.png', 'image/png', Buffer.from(HTML)),
  'HTML named .jpg, declared JPEG': () => file('a.jpg', 'image/jpeg', Buffer.from(HTML)),
  'HTML with %PDF- after its start': () =>
    file('fee.pdf', 'application/pdf', Buffer.from(`<html>%PDF-1.4${SCRIPT}</html>`)),
  'GIF/JavaScript polyglot': async () => file('fee.gif', 'image/gif', await gifJavaScript()),
  'real GIF named .png': async () =>
    file('fee.png', 'image/png', await canvas(8, 8).gif().toBuffer()),
  'TIFF named .jpg': async () =>
    file('fee.jpg', 'image/jpeg', await canvas(8, 8).tiff().toBuffer()),
  'AVIF named .png': async () => file('fee.png', 'image/png', await canvas(8, 8).avif().toBuffer()),
  'Windows executable named .png': () =>
    file(
      'fee.png',
      'image/png',
      Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), Buffer.alloc(200)]),
    ),
  'ZIP (or DOCX) named .pdf': () =>
    file(
      'fee.pdf',
      'application/pdf',
      Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(60), zipTail]),
    ),
  'plain text named .jpg': () => file('fee.jpg', 'image/jpeg', Buffer.from('hello')),
  'truncated PNG': async () => file('fee.png', 'image/png', half(await realPng())),
  'truncated JPEG': async () => file('fee.jpg', 'image/jpeg', half(await realJpeg())),
  'truncated WebP': async () => file('fee.webp', 'image/webp', half(await realWebp())),
  'PNG signature only': async () => file('fee.png', 'image/png', (await realPng()).subarray(0, 8)),
  'decompression bomb: 10,000 × 10,000 PNG': () =>
    file('fee.png', 'image/png', zeroPng(10_000, 10_000)),
  'just over the pixel limit: 6,400 × 6,400 PNG': () =>
    file('fee.png', 'image/png', zeroPng(6_400, 6_400)),
  'PNG whose header claims 100,000 × 100,000': () =>
    file('fee.png', 'image/png', zeroPng(100_000, 100_000, 8)),
};

export interface ReencodedCase extends HostileFile {
  /** The type decided by the bytes, whatever the name and the declared type say. */
  storedAs: string;
}

const image = (
  name: string,
  type: string,
  bytes: Buffer,
  storedAs: string,
  marker?: string,
): ReencodedCase => ({ name, type, bytes, storedAs, marker });

/** Real images carrying something besides pixels: each must be stored as pixels only. */
export const reencodedImages: Record<string, Build<ReencodedCase>> = {
  'JPEG with EXIF GPS': async () =>
    image(
      'me.jpg',
      'image/jpeg',
      await canvas().jpeg().withExif(gpsExif).toBuffer(),
      'image/jpeg',
      MARKER,
    ),
  'WebP with EXIF GPS': async () =>
    image(
      'me.webp',
      'image/webp',
      await canvas().webp().withExif(gpsExif).toBuffer(),
      'image/webp',
      MARKER,
    ),
  'PNG with XMP': async () =>
    image(
      'me.png',
      'image/png',
      await canvas()
        .png()
        .withXmp(`<x:xmpmeta xmlns:x="adobe:ns:meta/">${MARKER}</x:xmpmeta>`)
        .toBuffer(),
      'image/png',
      MARKER,
    ),
  'PNG with HTML appended': async () =>
    image(
      'me.png',
      'image/png',
      Buffer.concat([await realPng(), Buffer.from(HTML)]),
      'image/png',
      MARKER,
    ),
  'PNG with a ZIP appended': async () =>
    image(
      'me.png',
      'image/png',
      Buffer.concat([await realPng(), Buffer.from(MARKER), zipTail]),
      'image/png',
      MARKER,
    ),
  'PNG with a script in a tEXt chunk': async () =>
    image('me.png', 'image/png', await pngWithText(SCRIPT), 'image/png', MARKER),
  'JPEG/JavaScript polyglot (script in a comment segment)': async () =>
    image('me.jpg', 'image/jpeg', await jpegWithComment(`*/=1;${SCRIPT}/*`), 'image/jpeg', MARKER),
  'JPEG declared as PNG': async () => image('me.png', 'image/png', await realJpeg(), 'image/jpeg'),
  'PNG declared as HTML': async () => image('me.html', 'text/html', await realPng(), 'image/png'),
  'WebP declared as octet-stream': async () =>
    image('me', 'application/octet-stream', await realWebp(), 'image/webp'),
  "PNG named 'a.php.png'": async () =>
    image('a.php.png', 'image/png', await realPng(), 'image/png'),
  "PNG named '../../x.png'": async () =>
    image('../../x.png', 'image/png', await realPng(), 'image/png'),
};

/** Documents are kept as sent (never re-encoded): each must be served as a sandboxed download. */
export const acceptedDocuments: Record<string, Build<HostileFile>> = {
  'PDF with an OpenAction JavaScript': () =>
    file(
      'fee.pdf',
      'application/pdf',
      Buffer.from(
        '%PDF-1.4\n1 0 obj << /Type /Catalog /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>' +
          '\nendobj\ntrailer << /Root 1 0 R >>\n%%EOF',
      ),
    ),
  'PDF header then HTML': () => file('fee.html', 'text/html', Buffer.from(`%PDF-1.4\n${HTML}`)),
  'PDF declared as PNG': () => file('fee.png', 'image/png', realPdf()),
};
