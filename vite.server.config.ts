import { defineConfig } from 'vite';

/**
 * The production server (`server/main.ts` and what it imports from contract/ and src/domain) as
 * plain JavaScript in dist/app, so `npm start` runs no TypeScript transpiler. Packages stay external.
 */
export default defineConfig({
  publicDir: false,
  build: {
    ssr: 'server/main.ts',
    outDir: 'dist/app',
    emptyOutDir: true,
    target: 'node24',
    sourcemap: true,
    minify: false,
  },
});
