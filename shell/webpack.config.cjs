const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'shell',
  port: 3100,
  host: true,
});
