// What a bench run creates (server processes, scratch databases, folders) is held here and let
// go in reverse order: by the code that made it once done, or all at once when the run fails or
// is interrupted (Ctrl-C, SIGTERM). A bench leaves nothing behind.
const held = [];

/** Holds a resource until the returned function (idempotent) or releaseAll() lets it go. */
export function hold(release) {
  const entry = { release };
  held.push(entry);
  return async () => {
    const index = held.indexOf(entry);
    if (index === -1) return;
    held.splice(index, 1);
    await release();
  };
}

export async function releaseAll() {
  while (held.length > 0) {
    const { release } = held.pop();
    try {
      await release();
    } catch (error) {
      console.error(`Cleaning up failed: ${error instanceof Error ? error.message : error}`);
    }
  }
}

/** Ctrl-C or SIGTERM: release everything, then exit 130. A second Ctrl-C exits at once. */
export function releaseOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM'])
    process.once(signal, () => {
      console.error(`\n${signal}: stopping servers and removing scratch databases and folders…`);
      void releaseAll().finally(() => process.exit(130));
    });
}
