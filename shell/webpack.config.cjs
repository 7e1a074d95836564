const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3100,
  host: true,
  // Which remote modules each route renders: the server preloads their files with the page.
  copy: [{ from: 'src/app/route-pages.json' }],
});
