// `npm start`: builds what is missing or stale, then runs the server in this process (issue 13 point 5).
// Each build (web, server) is stamped with the SHA-256 of its inputs (scripts/build-stamp.mjs); a build whose output
// is there and whose inputs hash the same is not run again, so a second `npm start` starts at once. Stale builds run
// through their own npm scripts (build:web, build:server), exactly as `npm run build` runs them.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { staleReason } from './build-stamp.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const kind of ['web', 'server']) {
  const reason = staleReason(kind);
  if (!reason) {
    console.log(`start: the ${kind} build is current`);
    continue;
  }
  console.log(`start: building ${kind} (${reason})`);
  const result = spawnSync(npm, ['run', `build:${kind}`], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`start: npm run build:${kind} failed`);
    process.exit(result.status ?? 1);
  }
}

// The server runs in this process: signals reach it directly (server.ts closes on SIGINT and SIGTERM) and its exit
// code is this process's.
await import(pathToFileURL(path.join(root, 'dist/server/server.js')).href);
