/**
 * Finds the remotes at run time. The server publishes /remotes.json (each entry overridable by
 * environment), so a remote can be rebuilt and redeployed without rebuilding the shell.
 */
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { remoteNames, type RemoteName, type RemotesManifest } from '@kaamyaab/shared-api';

/** Raised when a remote's code cannot be fetched: its area shows a fallback, not the error page. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    cause: unknown,
  ) {
    super(`The ${remote} area could not be loaded`, { cause });
    this.name = 'RemoteLoadError';
  }
}

const containerName = (remote: RemoteName): string => `remote_${remote}`;

let registration: Promise<void> | undefined;

/** The server writes the manifest into the page; fetching it is the fallback (e.g. dev servers). */
function inlineManifest(): RemotesManifest | null {
  const element = document.getElementById('remotes-manifest');
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as RemotesManifest;
  } catch {
    return null;
  }
}

async function fetchManifest(): Promise<RemotesManifest> {
  const inline = inlineManifest();
  if (inline) return inline;
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json answered ${response.status}`);
  return (await response.json()) as RemotesManifest;
}

function ensureRegistered(): Promise<void> {
  registration ??= fetchManifest().then((manifest) => {
    registerRemotes(
      remoteNames.map((remote) => ({
        name: containerName(remote),
        entry: manifest.remotes[remote].entry,
      })),
    );
  });
  // A failed manifest fetch must not stick: the next attempt asks again.
  registration.catch(() => {
    registration = undefined;
  });
  return registration;
}

export async function loadRemoteModule<T>(remote: RemoteName, module: string): Promise<T> {
  try {
    await ensureRegistered();
    const loaded = await loadRemote<T>(`${containerName(remote)}/${module}`);
    if (!loaded) throw new Error(`${module} is missing from the ${remote} remote`);
    return loaded;
  } catch (cause) {
    throw new RemoteLoadError(remote, cause);
  }
}
