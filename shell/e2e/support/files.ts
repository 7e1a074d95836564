import sharp from 'sharp';
import { minimalPdf } from '../../../scripts/lib/sample-accounts.cjs';

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
  return { name, mimeType: 'application/pdf', buffer: minimalPdf() };
}
