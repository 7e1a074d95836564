const { createAppConfig } = require('@kaamyaab/scripts/webpack/create-app-config.cjs');
const { exposeFolder } = require('@kaamyaab/scripts/webpack/expose-folder.cjs');

module.exports = createAppConfig({
  dir: __dirname,
  name: 'remote_admin',
  port: 3104,
  // One module per page of the table of pages (shared-api), each file of src/expose.
  exposes: exposeFolder(__dirname),
});
