// Bundles the server into dist/server/server.js (dependencies stay in node_modules) and copies the migrations beside it.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
await build({
  entryPoints: ['server/server.ts'],
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
console.log('server built: dist/server/server.js');
