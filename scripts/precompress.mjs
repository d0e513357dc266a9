// After `vite build`: write .br and .gz next to every hashed asset, served by @fastify/static's preCompressed.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// The shop's assets and the back office's (its own build, vite.admin.config.ts).
for (const dir of ['dist/client/assets', 'dist/admin-client/assets'].map((folder) => path.resolve(folder))) {
  for (const file of readdirSync(dir)) {
    if (!/\.(js|css|svg|json)$/.test(file)) continue;
    const body = readFileSync(path.join(dir, file));
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(body, { level: 9 }));
  }
}
