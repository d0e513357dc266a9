// Developer aid: `node scripts/first-load.mjs DIST CHUNK...` — after `npx vite build --sourcemap --outDir DIST`,
// the gzip bytes of the JavaScript a page loads first (the entry, its static imports, the page chunks and theirs)
// and which packages and source folders those bytes come from. Shows whether MUI or emotion is still in it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const [dist, ...keys] = process.argv.slice(2);
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach(visit);
};
visit(Object.keys(manifest).find((key) => manifest[key].isEntry));
keys.forEach(visit);

let total = 0;
const owners = new Map();
for (const file of files) {
  const code = readFileSync(join(dist, file));
  const gz = gzipSync(code, { level: 9 }).length;
  total += gz;
  let map;
  try { map = JSON.parse(readFileSync(join(dist, `${file}.map`), 'utf8')); } catch { continue; }
  // Share the chunk's gzip bytes among its sources by the generated characters each one maps to
  // (a source listed in the map whose code was tree-shaken away maps to nothing and gets nothing).
  const text = code.toString('utf8');
  const lines = text.split('\n');
  const chars = new Array(map.sources.length).fill(0);
  decode(map.mappings).forEach((segments, line) => {
    const length = lines[line]?.length ?? 0;
    segments.forEach((segment, i) => {
      if (segment.length < 4) return;
      const end = i + 1 < segments.length ? segments[i + 1][0] : length;
      chars[segment[1]] += Math.max(0, end - segment[0]);
    });
  });
  const sum = chars.reduce((a, b) => a + b, 0) || 1;
  map.sources.forEach((source, i) => {
    if (!chars[i]) return;
    const owner = source.includes('node_modules/')
      ? source.replace(/.*node_modules\//, '').replace(/^((@[^/]+\/)?[^/]+).*/, '$1')
      : source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/(?=(src|contract)\/)/, '').replace(process.env.BY_FILE ? /^$/ : /^(src\/ui\/[^/]+|src\/[^/]+|[^/]+).*/, '$1');
    owners.set(owner, (owners.get(owner) ?? 0) + (gz * chars[i]) / sum);
  });
}
console.log(`first-load JS: ${(total / 1024).toFixed(1)} KB gzip in ${files.size} files`);
for (const [owner, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 25))) console.log(`${(bytes / 1024).toFixed(1).padStart(7)} KB  ${owner}`);
const mui = [...owners.keys()].filter((owner) => /^@(mui|emotion)\//.test(owner));
console.log(mui.length ? `MUI/emotion present: ${mui.join(', ')}` : 'no MUI or emotion in the first load');
