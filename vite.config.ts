import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';

/** The web build: file routes under src/routes, output in dist/web, served by the API process. */
export default defineConfig({
  plugins: [
    tanstackRouter({ target: 'react', routesDirectory: 'src/routes', generatedRouteTree: 'src/route-tree.gen.ts', autoCodeSplitting: true }),
    react(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Fonts (KaTeX's) stay files under /assets, never data: URLs, so the CSP's font-src is 'self' alone.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    // zod and src/zod-config.ts share one chunk, so the config runs before any chunk builds a schema.
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: 'zod', test: /node_modules[\\/]zod[\\/]|src[\\/]zod-config\.ts$/ }] } } },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
