import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { remoteNames, type RemotesManifest } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../config/env';
import { remoteDir, shellDir } from './remotes';

// shell/src/app/route-pages.json: the remote modules each route renders, outermost first.
const RoutePages = z.record(z.string(), z.array(z.tuple([z.enum(remoteNames), z.string()])));
// The part of a remote's mf-manifest.json that lists the files each exposed module loads first.
const RemoteBuildManifest = z.object({
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

function readJson(file: string): unknown {
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

function exposedFiles(dir: string): Map<string, string[]> {
  const manifest = RemoteBuildManifest.safeParse(readJson(path.join(dir, 'mf-manifest.json')));
  const exposes = manifest.success ? manifest.data.exposes : [];
  return new Map(exposes.map((expose) => [expose.name, expose.assets.js.sync]));
}

/**
 * The files of the remote modules a route renders, as URLs, so the page preloads them with
 * main.js instead of the browser finding them only after React's first render asked for them.
 * Built from the shell's route-pages.json and each remote's own build manifest, read once per
 * server start; only for remotes this server serves from their folder, since a remote at another
 * URL may be another build than the folder here.
 */
export function routeModuleFiles(config: AppConfig, manifest: RemotesManifest) {
  const routePages = RoutePages.safeParse(
    readJson(path.join(shellDir(config), 'route-pages.json')),
  );
  const served = new Map(
    remoteNames
      .filter((remote) => manifest.remotes[remote].entry === `/remotes/${remote}/remoteEntry.js`)
      .map((remote) => [remote, exposedFiles(remoteDir(config, remote))]),
  );
  const filesByPath = new Map(
    Object.entries(routePages.success ? routePages.data : {}).map(([route, modules]) => [
      route,
      modules.flatMap(([remote, module]) =>
        (served.get(remote)?.get(module) ?? []).map((file) => `/remotes/${remote}/${file}`),
      ),
    ]),
  );
  return (pathname: string): string[] => filesByPath.get(pathname) ?? [];
}
