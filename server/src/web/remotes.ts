import path from 'node:path';
import { remoteNames, type RemoteName, type RemotesManifest } from '@kaamyaab/shared-api/contract';
import type { AppConfig } from '../config/env';

function remoteSetting(
  config: AppConfig,
  remote: RemoteName,
  suffix: 'URL' | 'DIR',
): string | undefined {
  return config[`REMOTE_${remote.toUpperCase()}_${suffix}` as `REMOTE_PUBLIC_${typeof suffix}`];
}

/** The folder served under /remotes/<name>/: the remote's own build unless overridden. */
export function remoteDir(config: AppConfig, remote: RemoteName): string {
  return path.resolve(
    remoteSetting(config, remote, 'DIR') ?? path.join(config.WEB_ROOT, `remote-${remote}`, 'dist'),
  );
}

export function shellDir(config: AppConfig): string {
  return path.join(config.WEB_ROOT, 'shell', 'dist');
}

/** The run-time manifest the shell reads to find its remotes; each entry overridable by env. */
export function remotesManifest(config: AppConfig): RemotesManifest {
  const entries = remoteNames.map((remote) => [
    remote,
    { entry: remoteSetting(config, remote, 'URL') ?? `/remotes/${remote}/remoteEntry.js` },
  ]);
  return { remotes: Object.fromEntries(entries) as RemotesManifest['remotes'] };
}
