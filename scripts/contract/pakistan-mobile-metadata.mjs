// Writes shared-api/src/contract/pakistan-mobile-metadata.ts: Pakistan's entry of
// libphonenumber-js's mobile metadata, alone, so the browser's forms carry one country's rules
// rather than every country's. Run it after upgrading libphonenumber-js (a test compares the two):
//   node scripts/contract/pakistan-mobile-metadata.mjs
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(path.join(repoRoot, 'shared-api/package.json'));
const mobile = require('libphonenumber-js/metadata.mobile.json');
const { version } = require('libphonenumber-js/package.json');

const metadata = {
  version: mobile.version,
  country_calling_codes: { 92: ['PK'] },
  countries: { PK: mobile.countries.PK },
  nonGeographic: {},
};

const source = `// Written by scripts/contract/pakistan-mobile-metadata.mjs from libphonenumber-js ${version}.
import type { MetadataJson } from 'libphonenumber-js/core';

/** Pakistan's numbering plan, its mobile numbers the only type it knows (libphonenumber-js). */
export const pakistanMobileMetadata: MetadataJson = ${JSON.stringify(metadata)};
`;
const target = path.join(repoRoot, 'shared-api/src/contract/pakistan-mobile-metadata.ts');
const options = { ...(await prettier.resolveConfig(target)), filepath: target };
fs.writeFileSync(target, await prettier.format(source, options));
console.log(`wrote ${path.relative(repoRoot, target)}`);
