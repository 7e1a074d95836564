import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remoteNames, type RemoteName, type RemotesManifest } from '@kaamyaab/shared-api/contract';
import { firstLoadModules, type ExposedModule } from '@kaamyaab/shared-api/pages';
import type { AppConfig } from '../config/env';
import { remoteDir, shellDir } from './remotes';

// An app's module-files.json (scripts/webpack/module-files-plugin.cjs): what loading each module
// it exposes, and each shared module it provides, fetches and asks the share scope for.
const Loading = z.object({ files: z.array(z.string()), shares: z.array(z.string()) });
const ModuleFiles = z.object({
  exposes: z.record(z.string(), Loading),
  provides: z.record(z.string(), Loading),
});
type Loading = z.infer<typeof Loading>;

/** An app's build listing, with the URL folder its files are served from. */
interface App {
  base: string;
  exposes: Record<string, Loading>;
  provides: Record<string, Loading>;
}

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function readApp(dir: string, base: string): App {
  const parsed = ModuleFiles.safeParse(readJson(path.join(dir, 'module-files.json')));
  return { base, ...(parsed.success ? parsed.data : { exposes: {}, provides: {} }) };
}

/**
 * Every file the route's remote modules load before they render: each module's own chunks and,
 * following what they ask for, the shared modules' chunks. A shared module is the shell's where
 * the shell provides it, as the federation runtime decides: an eager or already loaded copy
 * always stays, and of two lazy copies of one version it keeps the container whose name sorts
 * last ('shell' after every 'remote_*'). Otherwise it is the asking remote's own.
 */
function filesOf(modules: readonly ExposedModule[], shell: App, served: Map<RemoteName, App>) {
  const files = new Set<string>();
  const shared = new Set<string>();
  const take = (app: App, loading: Loading) => {
    for (const file of loading.files) files.add(`${app.base}${file}`);
    for (const key of loading.shares) share(key, app);
  };
  const share = (key: string, asking: App) => {
    if (shared.has(key)) return;
    shared.add(key);
    const provider = key in shell.provides ? shell : asking;
    const loading = provider.provides[key];
    if (loading) take(provider, loading);
  };
  for (const { remote, module } of modules) {
    const app = served.get(remote);
    const loading = app?.exposes[module];
    if (app && loading) take(app, loading);
  }
  return [...files];
}

/**
 * The files a route's first render loads after the remote entry, as URLs, so the page preloads
 * them with main.js instead of the browser finding each only after the code before it ran.
 * Built from the table of pages' first loads and each app's module-files.json, once per server
 * start; only for remotes this server serves from their folder, since a remote at another URL
 * may be another build than the folder here.
 */
export function routeModuleFiles(config: AppConfig, manifest: RemotesManifest) {
  const shell = readApp(shellDir(config), '/');
  const served = new Map(
    remoteNames
      .filter((remote) => manifest.remotes[remote].entry === `/remotes/${remote}/remoteEntry.js`)
      .map((remote) => [remote, readApp(remoteDir(config, remote), `/remotes/${remote}/`)]),
  );
  const filesByPath = new Map(
    Object.entries(firstLoadModules).map(([route, modules]) => [
      route,
      filesOf(modules, shell, served),
    ]),
  );
  return (pathname: string): string[] => filesByPath.get(pathname) ?? [];
}
