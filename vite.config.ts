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
  },
  ssr: {
    // Bundled into the SSR build so Node sees one module graph for MUI/emotion.
    noExternal: ['@mui/material', '@mui/system', '@mui/utils', '@mui/styled-engine', '@mui/private-theming'],
  },
  server: { middlewareMode: true },
  appType: 'custom',
});
