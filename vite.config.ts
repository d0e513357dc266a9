import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    manifest: true,
    sourcemap: false,
    target: 'es2022',
    cssCodeSplit: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page loads before it can hydrate, in one long-cached file instead of many small ones.
            { name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack|rxjs|inversify|@inversifyjs|reflect-metadata|tslib|cookie|set-cookie-parser)[\\/]/, priority: 10 },
            // PathLink too: the entry and most pages' chunks link with it, and alone it would be one more small file.
            { name: 'shared', test: /[\\/]src[\\/](domain|application|infrastructure|ui[\\/](hooks|routes|app|tokens|format|components[\\/]PathLink))/, minShareCount: 3, priority: 5 },
          ],
        },
      },
    },
  },
  ssr: {
    // Bundled into the SSR build so Node sees one module graph for MUI/emotion.
    noExternal: ['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'],
  },
  server: { middlewareMode: true },
  appType: 'custom',
});
