/** A remote's exposes, read from its src/expose folder: `./<Module>` → `./src/expose/<file>`. */
export function exposeFolder(dir: string): Record<string, string>;
