import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from '@jest/globals';
import webpack from 'webpack';
import TerserPlugin from 'terser-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints-plugin.cjs';
import { precompressPlugins } from './precompress.cjs';

const HINT = '//# allFunctionsCalledOnLoad\n';
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'kaamyaab-compile-hints-'));

afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

/** A minified production build of a two-chunk app, as the apps' configuration makes it. */
function build() {
  const source = path.join(folder, 'src');
  fs.mkdirSync(source, { recursive: true });
  const padding = 'x'.repeat(2000); // over the precompression threshold
  fs.writeFileSync(
    path.join(source, 'index.js'),
    `/* a comment minification drops */ import('./page').then((page) => page.show('${padding}'));`,
  );
  fs.writeFileSync(
    path.join(source, 'page.js'),
    `export const show = (text) => console.log(text);`,
  );
  const compiler = webpack({
    mode: 'production',
    context: folder,
    entry: './src/index.js',
    output: { path: path.join(folder, 'dist'), filename: '[name].js', chunkFilename: '[id].js' },
    plugins: [new CompileHintsPlugin(), ...precompressPlugins()],
    optimization: {
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) reject(error ?? new Error(stats.toString()));
      else compiler.close(() => resolve(path.join(folder, 'dist')));
    }),
  );
}

describe('CompileHintsPlugin', () => {
  it('starts every emitted script, and its precompressed copies, with the compile hint', async () => {
    const dist = await build();
    const scripts = fs.readdirSync(dist).filter((file) => file.endsWith('.js'));
    expect(scripts.length).toBe(2);
    for (const script of scripts) {
      const text = fs.readFileSync(path.join(dist, script), 'utf8');
      expect(text.startsWith(HINT)).toBe(true);
      expect(text).not.toContain('a comment minification drops');
    }
    const main = fs.readFileSync(path.join(dist, 'main.js'), 'utf8');
    expect(
      zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, 'main.js.br'))).toString(),
    ).toBe(main);
    expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, 'main.js.gz'))).toString()).toBe(main);
  });
});
