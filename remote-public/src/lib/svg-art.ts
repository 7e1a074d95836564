/**
 * Our own illustrations, drawn as small SVGs in code: no photos, nothing fetched from other
 * sites. Each becomes a data URL, which the CSP allows for images.
 */
export interface Palette {
  sky: string;
  ground: string;
  accent: string;
  ink: string;
}

export const palettes: Palette[] = [
  { sky: '#e6f2ee', ground: '#0b6e4f', accent: '#f2a541', ink: '#10231c' },
  { sky: '#e8f0fe', ground: '#1d4ed8', accent: '#f59e0b', ink: '#0f172a' },
  { sky: '#fdf2e9', ground: '#b45309', accent: '#0e7490', ink: '#27160a' },
  { sky: '#f3e8ff', ground: '#7e22ce', accent: '#16a34a', ink: '#1e1033' },
  { sky: '#e0f2f1', ground: '#0f766e', accent: '#e11d48', ink: '#06201d' },
];

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export const toDataUrl = (svg: string) =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** A scene of hills, a sun and a laptop-like card with a caption: one per carousel slide. */
export function sceneArt(caption: string, palette: Palette, variant: number): string {
  const sunX = 120 + ((variant * 137) % 560);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450">
<rect width="800" height="450" fill="${palette.sky}"/>
<circle cx="${sunX}" cy="110" r="52" fill="${palette.accent}" opacity="0.85"/>
<path d="M0 330 Q200 ${250 + variant * 12} 400 320 T800 ${300 - variant * 8} V450 H0Z" fill="${palette.ground}" opacity="0.9"/>
<rect x="270" y="170" width="260" height="160" rx="14" fill="#fff" stroke="${palette.ink}" stroke-width="4"/>
<rect x="292" y="194" width="${120 + variant * 20}" height="14" rx="7" fill="${palette.ground}"/>
<rect x="292" y="222" width="200" height="10" rx="5" fill="${palette.ink}" opacity="0.25"/>
<rect x="292" y="244" width="170" height="10" rx="5" fill="${palette.ink}" opacity="0.25"/>
<circle cx="490" cy="292" r="18" fill="${palette.accent}"/>
<text x="400" y="400" text-anchor="middle" font-family="system-ui, sans-serif" font-size="30" font-weight="700" fill="#fff">${escapeXml(caption)}</text>
</svg>`;
  return toDataUrl(svg);
}

/** A banner for a blog post: stripes, a few shapes and the topic word. */
export function bannerArt(topic: string, palette: Palette): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 320" width="640" height="320">
<rect width="640" height="320" fill="${palette.ground}"/>
<path d="M0 240 L640 120 V320 H0Z" fill="${palette.ink}" opacity="0.25"/>
<circle cx="540" cy="80" r="46" fill="${palette.accent}"/>
<rect x="48" y="64" width="96" height="96" rx="20" fill="${palette.sky}" opacity="0.9"/>
<text x="48" y="262" font-family="system-ui, sans-serif" font-size="40" font-weight="800" fill="#fff">${escapeXml(topic)}</text>
</svg>`;
  return toDataUrl(svg);
}
