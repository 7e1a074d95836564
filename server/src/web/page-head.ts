import type { Language } from '@kaamyaab/shared-api/translations';
import { escapeHtml, htmlSafeJson } from '../lib/html';
import type { PageMeta } from './page-meta';
import { addressIn, alternatesOf, SHARE_IMAGE } from './site-pages';

const attribute = (value: string) => escapeHtml(value);

/**
 * The page's address for search engines and link previews: canonical in the language it is
 * shown in (each language's page is its own, never a copy of the other), its address in each
 * language, and the image previews show.
 */
function addressTags(meta: PageMeta, publicUrl: string, language: Language): string[] {
  const canonical = attribute(addressIn(publicUrl, meta.path, language));
  const image = attribute(new URL(SHARE_IMAGE.path, publicUrl).toString());
  return [
    `<link rel="canonical" href="${canonical}">`,
    ...alternatesOf(publicUrl, meta.path).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${attribute(href)}">`,
    ),
    `<meta property="og:url" content="${canonical}">`,
    `<meta property="og:image" content="${image}">`,
    `<meta property="og:image:width" content="${SHARE_IMAGE.width}">`,
    `<meta property="og:image:height" content="${SHARE_IMAGE.height}">`,
  ];
}

/** Open Graph (WhatsApp, Facebook, LinkedIn) and Twitter's card read the page's own words. */
function previewTags({ title, description }: { title: string; description: string }): string[] {
  return [
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="Kaamyaab">`,
    `<meta property="og:title" content="${attribute(title)}">`,
    `<meta property="og:description" content="${attribute(description)}">`,
    `<meta name="twitter:card" content="summary">`,
  ];
}

/**
 * The shell's page with what crawlers and link previews read written into its head: the page's
 * own title and description, its addresses, and its structured data as JSON-LD, which
 * htmlSafeJson keeps from closing its <script> whatever a job's text holds.
 */
export function withPageMeta(
  html: string,
  meta: PageMeta,
  { publicUrl, language }: { publicUrl: string; language: Language },
): string {
  const tags = [
    ...addressTags(meta, publicUrl, language),
    ...(meta.preview ? previewTags(meta.preview) : []),
    ...(meta.structuredData
      ? [`<script type="application/ld+json">${htmlSafeJson(meta.structuredData)}</script>`]
      : []),
  ].join('');
  const { preview } = meta;
  // Replaced by functions: a replacement string would read `$&` in a job's title as a pattern.
  const titled = preview
    ? html
        .replace(/<title>[^<]*<\/title>/, () => `<title>${attribute(preview.title)}</title>`)
        .replace(
          /<meta\s+name="description"[^>]*>/,
          () => `<meta name="description" content="${attribute(preview.description)}">`,
        )
    : html;
  return titled.replace('</head>', () => `${tags}</head>`);
}
