// Draws the installed app's icons from shell/public/favicon.svg with the machine's chromium, so
// the PNGs a phone's home screen needs follow the one drawing. Run once after the favicon changes
// (`node scripts/render-icons.mjs`) and commit the files it writes to shell/public/icons/.
//
// A maskable icon's launcher may crop it to any shape inside the middle 80%: its mark is drawn
// in the middle 60% on a full square of the mark's green, so nothing of it is ever cut.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import chromiumLib from './lib/chromium.cjs';

const { launchContext } = chromiumLib;
const shellPublic = path.join(path.dirname(fileURLToPath(import.meta.url)), '../shell/public');
const favicon = fs.readFileSync(path.join(shellPublic, 'favicon.svg'), 'utf8');
const green = /fill="(#[0-9a-f]{6})"/i.exec(favicon)[1];
const dataUrl = `data:image/svg+xml;base64,${Buffer.from(favicon).toString('base64')}`;

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

function pageFor({ size, maskable }) {
  const mark = maskable ? Math.round(size * 0.6) : size;
  const background = maskable ? green : 'transparent';
  return `<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    display:grid;place-items:center;background:${background}">
    <img src="${dataUrl}" width="${mark}" height="${mark}" alt=""></body></html>`;
}

const { context, close } = await launchContext({ viewport: { width: 512, height: 512 } });
try {
  const page = await context.newPage();
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(pageFor(icon));
    const target = path.join(shellPublic, 'icons', icon.file);
    await page.screenshot({ path: target, omitBackground: !icon.maskable });
    console.log(`wrote ${path.relative(process.cwd(), target)}`);
  }
} finally {
  await close();
}
