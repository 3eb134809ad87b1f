#!/usr/bin/env node
// Login-route JS budget. Builds nothing: run `npm run build` first. Reads the Vite manifest of
// apps/web/dist and sums the gzipped size of every JS file the login route loads before it can
// show the form: the entry chunk, the lazy chunks of the auth layout and the login page, and all
// their static imports (each file counted once). Exits 1 above the budget.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 170 * 1024;
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'apps/web/dist');
const MANIFEST = join(DIST, '.vite/manifest.json');
/** Lazy route modules the login route needs, by source path (matched on the path's end). */
const LOGIN_ROUTE_SOURCES = ['src/app/layouts/auth-layout.tsx', 'src/features/auth/pages/login-page.tsx'];

function fail(message) {
  console.error(`check-bundle-size: ${message}`);
  process.exit(1);
}

function readManifest() {
  try {
    return JSON.parse(readFileSync(MANIFEST, 'utf8'));
  } catch (error) {
    fail(`cannot read ${MANIFEST} (${error.message}). Build the web app first: npm run build`);
  }
}

function findBySource(manifest, source) {
  const found = Object.entries(manifest).find(([key, chunk]) =>
    (chunk.src ?? key).replaceAll('\\', '/').endsWith(source),
  );
  if (!found) fail(`no chunk for ${source} in the manifest; is it still lazy-loaded by the router?`);
  return found[0];
}

/** The chunk keys loaded with `keys`: themselves and their static imports, transitively. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) fail(`the manifest refers to ${key}, which it does not list`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return seen;
}

const manifest = readManifest();
const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entries.length !== 1) fail(`expected one entry chunk, found ${entries.length}`);
const roots = [...entries, ...LOGIN_ROUTE_SOURCES.map((source) => findBySource(manifest, source))];

const rows = [...staticClosure(manifest, roots)]
  .map((key) => manifest[key].file)
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, gzip: gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, row) => sum + row.gzip, 0);

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
for (const row of rows) console.log(`${kb(row.gzip).padStart(9)}  ${row.file}`);
console.log(`Login route JS: ${kb(total)} gzipped in ${rows.length} files (budget ${kb(BUDGET_BYTES)})`);
if (total > BUDGET_BYTES) fail(`over budget by ${kb(total - BUDGET_BYTES)}`);
