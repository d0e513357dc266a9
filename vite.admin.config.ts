import { fileURLToPath } from 'node:url';
import { defineConfig, type UserConfig } from 'vite';
import react from '@vitejs/plugin-react';
import shopConfig, { CHUNK_MODULES } from './vite.config';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The back office's client (admin.html, /admin): a build of its own, so the shop's client build is what it
 * would be without it (one entry script in index.html, the shop's entry in its manifest). Its files live
 * under /admin/assets/ (dist/admin-client), with their own manifest and chunk list for scripts/adminIsolation.cjs.
 * The shop's aliases and SSR settings are shared; its first-load chunking is not (it is about the shop's pages).
 */
export default defineConfig((env) => {
  const shop = shopConfig(env) as UserConfig;
  return {
    plugins: [react(), CHUNK_MODULES],
    resolve: shop.resolve,
    base: '/admin/',
    // The favicon and the rest of public/ are the shop's (served at /).
    publicDir: false,
    build: {
      outDir: 'dist/admin-client',
      emptyOutDir: true,
      manifest: true,
      sourcemap: false,
      target: 'es2022',
      cssCodeSplit: true,
      rolldownOptions: {
        input: { admin: fromRoot('./admin.html') },
        output: { chunkFileNames: 'assets/[hash].js', assetFileNames: 'assets/[hash][extname]' },
      },
    },
    appType: 'custom',
  };
});
