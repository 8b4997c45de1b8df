import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { webBuildStamp } from './scripts/build-stamp.mjs';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Files worth compressing; already-compressed formats (woff2, images) are left alone. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|ttf|otf|woff|eot|wasm)$/;
/** What the pages load first (issue 13 point 4's budgets) gets brotli's slowest, smallest setting; the rest a quicker one. */
const CODE = /\.(js|mjs|css)$/;

/**
 * Issue 13 point 4: after a production build is written, every compressible file of assets/ gets a brotli (.br)
 * and a gzip (.gz) sibling, made once here with node:zlib, so the server sends them as they are (@fastify/static's
 * preCompressed, server/app.ts) and never compresses on a request. A sibling is kept only when it is smaller.
 */
function precompress(): Plugin {
  let assetsDir = '';
  return {
    name: 'edu-precompress',
    apply: 'build',
    configResolved(config) {
      assetsDir = path.resolve(config.root, config.build.outDir, config.build.assetsDir);
    },
    async closeBundle() {
      const names = (await readdir(assetsDir)).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        names.map(async (name) => {
          const file = path.join(assetsDir, name);
          const data = await readFile(file);
          const quality = CODE.test(name) ? zlib.constants.BROTLI_MAX_QUALITY : 9;
          const [br, gz] = await Promise.all([
            brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
            gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < data.length) await writeFile(`${file}.br`, br);
          if (gz.length < data.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/**
 * Issue 13 point 4: Mantine's ScrollArea (inside every Table) imports one small hook, `useMergeRefs`, from Floating
 * UI, which put ScrollArea in one chunk with all of Floating UI (about 12 KB compressed) that the popovers, tooltips
 * and selects use: a page with a table loaded it all. ScrollArea gets the same hook from src/layout/merge-refs.ts
 * instead (Floating UI's, copied), so Floating UI loads only with what positions floating elements.
 */
function scrollAreaWithoutFloatingUi(): Plugin {
  const shim = fileURLToPath(new URL('./src/layout/merge-refs.ts', import.meta.url));
  return {
    name: 'edu-scroll-area-merge-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/.test(importer)) return shim;
      return null;
    },
  };
}

/**
 * Issue 13 point 4: Mantine's Table carries `Table.ScrollContainer`, whose default kind is a ScrollArea, so every page
 * with a table loaded all of ScrollArea (about 5 KB compressed) to show none. The static member is left out of Table
 * here; the screens that scroll a table import `TableScrollContainer` from @mantine/core by name (the same
 * component), and tests/unit/table-scroll-container.test.ts fails on any `Table.ScrollContainer` in src/.
 */
function tableWithoutScrollContainer(): Plugin {
  const table = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]Table[\\/]Table\.mjs$/;
  const importLine = 'import { TableScrollContainer } from "./TableScrollContainer.mjs";\n';
  const memberLine = 'Table.ScrollContainer = TableScrollContainer;\n';
  return {
    name: 'edu-table-without-scroll-container',
    enforce: 'pre',
    transform(code, id) {
      if (!table.test(id)) return null;
      // A Mantine update that moves these lines fails the build rather than silently loading ScrollArea again.
      if (!code.includes(importLine) || !code.includes(memberLine)) throw new Error(`${id}: Table.ScrollContainer is no longer where tableWithoutScrollContainer expects it`);
      return { code: code.replace(importLine, '').replace(memberLine, ''), map: null };
    },
  };
}

/** The web build: file routes under src/routes, output in dist/web, served by the API process. */
export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      routesDirectory: 'src/routes',
      generatedRouteTree: 'src/route-tree.gen.ts',
      autoCodeSplitting: true,
      // A route's loader travels with its screen (issue 13 point 4): its fetchers and the contract stay out of the first
      // chunk, which keeps only what matching needs (validateSearch, loaderDeps: see components/list/lazy-search.ts).
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    scrollAreaWithoutFloatingUi(),
    tableWithoutScrollContainer(),
    precompress(),
    // Last: records the hash of the inputs once the build is written (after precompress), so `npm start` knows it is
    // current (scripts/start.mjs, scripts/build-stamp.mjs).
    webBuildStamp(),
  ],
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1200,
    // Every browser of the build's target (Vite's baseline-widely-available) supports modulepreload; without the
    // polyfill the first chunk is about 0.3 KB smaller (issue 13 point 4), and a browser without it only preloads less.
    modulePreload: { polyfill: false },
    // Fonts (KaTeX's) stay files under /assets, never data: URLs, so the CSP's font-src is 'self' alone.
    assetsInlineLimit: (file) => (/\.(woff2?|ttf|otf)$/.test(file) ? false : undefined),
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // Issue 13 point 4: the first chunk and everything it imports statically in one file. Left to itself the
            // bundler split them into eleven files that every page loads together, each compressed alone (about 6 KB
            // more on every page).
            { name: 'index', tags: ['$initial'] },
            // The public pages' header, footer and page frame, with what they import, in one file rather than nine
            // small ones (about 1.5 KB less on every public page; the staff pages that share a few of these modules
            // load about 2 KB more, far within their 350 KB).
            { name: 'public-shell', test: /src[\\/]layout[\\/](PublicShell|PublicPage)\.tsx$/ },
            // Zod in one chunk of its own, loaded by the first screen that parses (src/zod-config.ts sets it up without it).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            // What every API client is built on (src/api/client-core.ts), the zod-free client of the public pages and
            // its routes (fetch-call.ts, public-calls.ts), and the app's hooks for them (src/client-setup.ts) in one
            // chunk: whichever screen first loads a client installs the hooks with it, before any call (issue 13 point
            // 4: no page loads a client early). The ky client (api/client.ts) imports client-core, so it brings the
            // same chunk; it, the router, zod and ky stay in their own chunks.
            { name: 'client', test: /src[\\/](api[\\/](client-core|fetch-call|public-calls|envelope)|client-setup)\.ts$/, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
