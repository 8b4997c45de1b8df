// Bundles the server into dist/server/server.js, its splitting worker into dist/server/split-worker.js and its PDF
// upload check into dist/server/pdf-check-worker.js (dependencies stay in node_modules) and copies the migrations beside them; then stamps it with the hash of its inputs
// (scripts/build-stamp.mjs), so `npm start` knows it is current.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { inputsHash, writeStamp } from './build-stamp.mjs';

// Hashed before building: an input edited while this runs makes the next `npm start` build again.
const inputs = inputsHash('server');
rmSync('dist/server', { recursive: true, force: true });
await build({
  // The worker threads' code (server/features/digitise/split-worker.ts, server/shared/pdf-check-worker.ts) are
  // entries of their own, built beside server.js, where split-jobs.ts and pdf-check.ts look for them (relative to
  // the bundle's import.meta.url).
  entryPoints: {
    server: 'server/server.ts',
    'split-worker': 'server/features/digitise/split-worker.ts',
    'pdf-check-worker': 'server/shared/pdf-check-worker.ts',
  },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('server/db/data/consulting', 'dist/server/data/consulting', { recursive: true });
cpSync('server/assets', 'dist/server/assets', { recursive: true });
writeStamp('server', inputs);
console.log('server built: dist/server/server.js');
