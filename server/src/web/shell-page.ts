import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { escapeHtml, htmlSafeJson } from '../lib/html';
import { entryRemoteOf } from '@kaamyaab/shared-api/pages';
import { type Language, translateSentence } from '@kaamyaab/shared-api/translations';
import { remotesManifest, shellDir } from './remotes';
import type { PageMeta } from './page-meta';
import { withPageMeta } from './page-head';
import { dataPreloads } from './route-data';
import { routeModuleFiles } from './route-preloads';

// The shell's first paint (index.html): the words it shows before any script has run.
const BOOT_STATUS = /(<div class="boot-status"[^>]*>)([^<]*)(<\/div>)/;

/**
 * The template for a reader of Urdu: Urdu from its first paint, the document's language and
 * direction and the first paint's words, as the app sets them once it runs, and the installed
 * app's name and direction (its manifest).
 */
function inUrdu(html: string): string {
  return html
    .replace('<html lang="en">', '<html lang="ur" dir="rtl">')
    .replace('href="/manifest.webmanifest"', 'href="/manifest.ur.webmanifest"')
    .replace(BOOT_STATUS, (_match, open: string, words: string, close: string) => {
      return `${open}${escapeHtml(translateSentence(words, 'ur'))}${close}`;
    });
}

function preloadScript(href: string): string {
  return `<link rel="preload" as="script" href="${escapeHtml(href)}">`;
}

/** The shell's chunks its first render always needs, listed by its build (boot-files.json). */
function bootFiles(dir: string): string[] {
  const listPath = path.join(dir, 'boot-files.json');
  if (!fs.existsSync(listPath)) return [];
  const files: unknown = JSON.parse(fs.readFileSync(listPath, 'utf8'));
  return Array.isArray(files) ? files.filter((file) => typeof file === 'string') : [];
}

export interface ShellRequest {
  pathname: string;
  /** A session cookie came with the request: the page's first reads are preloaded. */
  hasSession?: boolean;
  meta?: PageMeta | null;
  /** The language the page is shown in: its address's, else the reader's stored choice. */
  language?: Language;
}

/**
 * The shell's index.html, with what the first render needs written into it: the remotes
 * manifest inline (saving the browser a round trip before any remote can load), preloads of the
 * shell's boot chunks, of the remote entry that the requested route uses and of the files of the
 * remote modules it renders, so they download together with main.js instead of one after
 * another. Read from disk once per server start.
 */
export function createShellPage(config: AppConfig) {
  const dir = shellDir(config);
  const indexPath = path.join(dir, 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  // Worded once per server start, not per request.
  const templates: Record<Language, string> | null =
    template === null ? null : { en: template, ur: inUrdu(template) };
  const manifest = remotesManifest(config);
  const inlineManifest = `<script id="remotes-manifest" type="application/json">${htmlSafeJson(manifest)}</script>`;
  const bootPreloads = bootFiles(dir)
    .map((file) => preloadScript(`/${file}`))
    .join('');
  const moduleFiles = routeModuleFiles(config, manifest);
  const publicUrl = config.PUBLIC_URL;

  return {
    isBuilt: templates !== null,
    render({ pathname, hasSession = false, meta = null, language = 'en' }: ShellRequest): string {
      if (templates === null) throw new Error('The shell is not built');
      const entry = manifest.remotes[entryRemoteOf(pathname)].entry;
      const modulePreloads = moduleFiles(pathname).map(preloadScript).join('');
      const template = templates[language];
      const page = meta ? withPageMeta(template, meta, { publicUrl, language }) : template;
      return page.replace(
        '</head>',
        `${inlineManifest}${bootPreloads}${preloadScript(entry)}${modulePreloads}${dataPreloads(pathname, hasSession)}</head>`,
      );
    },
  };
}
