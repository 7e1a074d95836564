import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from '../config/env';
import { remotesManifest, shellDir, type RemoteName } from './remotes';

/**
 * The shell's index.html, with what the first render needs written into it: the remotes
 * manifest inline (saving the browser a round trip before any remote can load) and a preload
 * of the remote entry that the requested route uses. Read from disk once per server start.
 */
const areaPrefixes: [string, RemoteName][] = [
  ['/freelancer-dashboard', 'freelancer'],
  ['/signup-freelancer', 'freelancer'],
  ['/company-dashboard', 'company'],
  ['/admin-dashboard', 'admin'],
  ['/login-admin', 'admin'],
  ['/signup-admin', 'admin'],
];

export function remoteForPath(pathname: string): RemoteName {
  return (
    areaPrefixes.find(
      ([prefix]) => pathname === prefix || pathname.startsWith(`${prefix}/`),
    )?.[1] ?? 'public'
  );
}

/** JSON inside a <script> element must not be able to close it. */
function htmlSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

export function createShellPage(config: AppConfig) {
  const indexPath = path.join(shellDir(config), 'index.html');
  const template = fs.existsSync(indexPath) ? fs.readFileSync(indexPath, 'utf8') : null;
  const manifest = remotesManifest(config);
  const inlineManifest = `<script id="remotes-manifest" type="application/json">${htmlSafeJson(manifest)}</script>`;

  return {
    isBuilt: template !== null,
    render(pathname: string): string {
      if (template === null) throw new Error('The shell is not built');
      const entry = manifest.remotes[remoteForPath(pathname)].entry;
      const preload = `<link rel="preload" as="script" href="${escapeAttribute(entry)}">`;
      return template.replace('</head>', `${inlineManifest}${preload}</head>`);
    },
  };
}
