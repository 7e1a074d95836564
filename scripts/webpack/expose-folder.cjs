// A remote's exposes are its src/expose folder: one module a file, named as the table of pages
// in shared-api names it ('./DashboardLayout' is dashboard-layout.tsx). The webpack configs are
// CommonJS and cannot read the TypeScript table; the shell's page-table test holds the two equal.
const fs = require('node:fs');
const path = require('node:path');

const moduleName = (file) =>
  path
    .basename(file, '.tsx')
    .split('-')
    .map((word) => `${word.charAt(0).toUpperCase()}${word.slice(1)}`)
    .join('');

/** `{ './HomePage': './src/expose/home-page.tsx', ... }` for the app in `dir`. */
function exposeFolder(dir) {
  const files = fs
    .readdirSync(path.join(dir, 'src', 'expose'))
    .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
    .sort();
  return Object.fromEntries(files.map((file) => [`./${moduleName(file)}`, `./src/expose/${file}`]));
}

module.exports = { exposeFolder };
