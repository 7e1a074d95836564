// The webpack configuration every federated app shares: the shell (host) and the four remotes.
// Each app's webpack.config.cjs calls createAppConfig with its name, port and exposed modules.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { sharedSingletons } = require('./shared-singletons.cjs');
const { BootFilesPlugin } = require('./boot-files-plugin.cjs');
const { ModuleFilesPlugin } = require('./module-files-plugin.cjs');
const { precompressPlugins } = require('./precompress.cjs');
const { CompileHintsPlugin } = require('./compile-hints-plugin.cjs');
const { ServiceWorkerPlugin } = require('./service-worker-plugin.cjs');

// One federation runtime per page. The shell hands its runtime-core to the remotes, whose
// production builds take it as an external (`externalRuntime`) instead of carrying their own.
// `experiments.provideExternalRuntime` would add this same plugin, but its CommonJS build, which
// pulls the CommonJS runtime-core in beside the ES module one main.js already has; its ES module
// build shares that one. Decision 012 has the sizes.
function runtimeProviderPlugin() {
  const commonJsBuild = require.resolve('@module-federation/inject-external-runtime-core-plugin');
  return path.join(path.dirname(commonJsBuild), 'index.js');
}

/**
 * The pages an app emits: the shell's index.html (with its boot-chunk list, public files and
 * service worker),
 * or a remote's standalone mount for working on it alone in development. A remote's production
 * build is its container and nothing else: it borrows the shell's runtime, so it cannot run
 * without a host.
 */
function pagePlugins({ host, isProduction, title, name }) {
  if (host) {
    return [
      new HtmlWebpackPlugin({ template: './src/index.html', title, scriptLoading: 'defer' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', noErrorOnMissing: true }] }),
      new BootFilesPlugin(),
      new ServiceWorkerPlugin({ entry: './src/offline/service-worker.ts', minify: isProduction }),
    ];
  }
  if (isProduction) return [];
  return [new HtmlWebpackPlugin({ templateContent: standalonePage(name), chunks: ['main'] })];
}

/** A remote's standalone page in development: its name and the element its bootstrap mounts in. */
function standalonePage(name) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${name}</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
}

function swcRule(isProduction) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !isProduction } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * @param {object} options
 * @param {string} options.dir        the app's package folder (__dirname of its config)
 * @param {string} options.name       federation container name, e.g. 'remote_public' or 'shell'
 * @param {number} options.port       dev-server port
 * @param {Record<string,string>} [options.exposes]  remote modules ('./HomePage': './src/expose/home-page.tsx')
 * @param {boolean} [options.host]    true for the shell: emits index.html, declares no remotes
 * @param {string} [options.title]
 */
function createAppConfig(options) {
  const { dir, name, port, exposes = {}, host = false, title = 'Kaamyaab' } = options;
  return (env = {}, argv = {}) => {
    const isProduction = argv.mode !== 'development';
    const outputPath = env.outputPath ? path.resolve(env.outputPath) : path.join(dir, 'dist');
    return {
      mode: isProduction ? 'production' : 'development',
      context: dir,
      // A remote's own entry is its standalone mount, for development only (see pagePlugins).
      entry: host || !isProduction ? { main: './src/index.ts' } : {},
      devtool: isProduction ? false : 'eval-cheap-module-source-map',
      output: {
        path: outputPath,
        // Entries keep stable names (the federation runtime finds them by name and the server
        // serves them with no-cache); every other chunk is content-hashed and cached for a year.
        filename: '[name].js',
        chunkFilename: isProduction ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
        publicPath: host ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          swcRule(isProduction),
          {
            test: /\.(png|jpe?g|webp|avif|svg|woff2?)$/i,
            type: 'asset',
            parser: { dataUrlCondition: { maxSize: 2048 } },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: host ? undefined : 'remoteEntry.js',
          exposes: host ? undefined : exposes,
          remotes: {},
          shared: sharedSingletons({ host }),
          runtimePlugins: host ? [runtimeProviderPlugin()] : [],
          dts: false,
          manifest: true,
          experiments: {
            // Remotes are registered by their remoteEntry.js, never by a manifest URL, so the
            // runtime's manifest snapshots are never read: main.js leaves their code out.
            optimization: { target: 'web', disableSnapshot: true },
            externalRuntime: !host && isProduction,
          },
        }),
        new ModuleFilesPlugin(Object.keys(exposes)),
        ...pagePlugins({ host, isProduction, title, name }),
        ...(isProduction ? [new CompileHintsPlugin(), ...precompressPlugins()] : []),
      ],
      optimization: {
        // The shell's async code is its boot: its bootstrap and the shared modules it provides.
        // Unsplit, each is one file; split, webpack cut common pieces (jsx-runtime, react-router
        // under the router list) into more files, each a round trip more on a first load.
        splitChunks: host ? false : undefined,
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
      },
      performance: { hints: false },
      devServer: {
        port,
        hot: true,
        historyApiFallback: host,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: host
          ? [{ context: ['/api', '/remotes.json'], target: 'http://127.0.0.1:3000' }]
          : undefined,
      },
    };
  };
}

module.exports = { createAppConfig };
