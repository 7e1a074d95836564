import sharp from 'sharp';

/** Small real files for upload fields: a PNG made by sharp and a minimal valid PDF. */
export async function pngFile(name = 'avatar.png') {
  const buffer = await sharp({
    create: { width: 64, height: 64, channels: 3, background: '#0b6e4f' },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

export function pdfFile(name = 'fee-receipt.pdf') {
  const body = [
    '%PDF-1.4',
    '1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >> endobj',
    'trailer << /Root 1 0 R >>',
    '%%EOF',
  ].join('\n');
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(body) };
}
