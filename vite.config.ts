import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/** The web build: file routes under src/routes, output in dist/web, served by the API process. */
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts', autoCodeSplitting: true }),
    react(),
  ],
  build: { outDir: 'dist/web', emptyOutDir: true, chunkSizeWarningLimit: 1200 },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
