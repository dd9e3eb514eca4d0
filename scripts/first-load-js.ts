// First Load JS per page, gzip, from a finished build: Next 16's Turbopack build no longer
// prints the table, so this reads the build manifest and gzips what each page loads first
// (the app's shared chunks plus the page's own). `npx tsx scripts/first-load-js.ts [/works ...]`
// honours NEXT_DIST_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

interface BuildManifest {
  pages: Record<string, string[]>;
  rootMainFiles?: string[];
}

const dist = path.resolve(__dirname, '..', process.env.NEXT_DIST_DIR || '.next');
const manifest = JSON.parse(
  fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8'),
) as BuildManifest;

const gzipped = new Map<string, number>();
function size(file: string): number {
  if (!file.endsWith('.js')) return 0;
  let bytes = gzipped.get(file);
  if (bytes === undefined) {
    bytes = gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
    gzipped.set(file, bytes);
  }
  return bytes;
}
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`.padStart(9);
const total = (files: Iterable<string>) => [...files].reduce((sum, f) => sum + size(f), 0);

const shared = new Set([...(manifest.pages['/_app'] ?? []), ...(manifest.rootMainFiles ?? [])]);
const wanted = process.argv.slice(2);
const pages = (wanted.length ? wanted : Object.keys(manifest.pages)).filter(
  (page) => !page.startsWith('/_') && manifest.pages[page],
);

console.log(`shared by every page ${kB(total(shared))}`);
console.log(`${'page'.padEnd(28)} first load   page only`);
for (const page of pages) {
  const own = manifest.pages[page]!.filter((f) => !shared.has(f));
  console.log(`${page.padEnd(28)} ${kB(total(new Set([...shared, ...own])))} ${kB(total(own))}`);
}
