import fs from 'node:fs';
import path from 'node:path';

// What Chrome's installability check asks of the manifest (beside a worker with a fetch handler,
// which the offline e2e shows): a name, a start URL, a standalone display and PNG icons of 192
// and 512 pixels; a maskable one lets Android shape the icon without cutting the mark.
const publicDir = path.join(__dirname, '../../public');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(publicDir, file), 'utf8'));

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(file: string) {
  const bytes = fs.readFileSync(path.join(publicDir, file));
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

describe.each([
  ['manifest.webmanifest', 'en', 'ltr'],
  ['manifest.ur.webmanifest', 'ur', 'rtl'],
])('the installed app (%s)', (file, lang, dir) => {
  const manifest = read(file);

  it('has what Chrome needs to offer the install', () => {
    expect(manifest).toMatchObject({
      start_url: '/',
      scope: '/',
      display: 'standalone',
      lang,
      dir,
    });
    expect(manifest.name).toEqual(expect.any(String));
    expect(manifest.short_name.length).toBeLessThanOrEqual(12);
    const icons: Icon[] = manifest.icons;
    const offered = icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`);
    expect(offered).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
  });

  it('names icons that are there, PNGs of the sizes it says', () => {
    for (const icon of manifest.icons as Icon[]) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(icon.src)).toBe(icon.sizes);
    }
  });
});

it('is the same app in either language: only the words and their direction differ', () => {
  const worded = ['name', 'short_name', 'description', 'lang', 'dir'];
  const unworded = (file: string) =>
    Object.fromEntries(Object.entries(read(file)).filter(([key]) => !worded.includes(key)));
  expect(unworded('manifest.ur.webmanifest')).toEqual(unworded('manifest.webmanifest'));
});
