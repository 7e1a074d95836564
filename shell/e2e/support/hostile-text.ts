/**
 * Hostile text for the XSS renders (security test plan 30). Every piece sets `window.__xss` to
 * its tag wherever a browser would run it as markup or as a URL, so the tag names the field that
 * broke. The pieces hold no comma (skills are split on commas) and no edge spaces (fields are
 * trimmed), so the text a screen shows must equal the text that was sent.
 */
export const xssPieces = (tag: string) => [
  `<img src=x onerror=__xss='${tag}'>`,
  `"><script>__xss='${tag}'</script>`,
  `<svg onload=__xss='${tag}'>`,
  `javascript:__xss='${tag}'`,
  `'><a href="javascript:__xss='${tag}'">x</a>`,
  // Right-to-left override: what follows reads "exe.png" unless it stays inside its element.
  '\u202Egnp.exe',
  '`${__xss}` {{7*7}}',
];

/**
 * As many pieces as fit in `max` characters, then one unbroken word up to exactly `max`: the
 * longest text the field takes, with no place for the browser to wrap it.
 */
export function hostileText(tag: string, max: number): string {
  let text = '';
  for (const piece of xssPieces(tag)) {
    const next = text ? `${text} ${piece}` : piece;
    if (next.length + 2 > max) break;
    text = next;
  }
  if (!text) throw new Error(`No hostile piece fits in ${max} characters`);
  return `${text} ${'W'.repeat(max - text.length - 1)}`;
}
