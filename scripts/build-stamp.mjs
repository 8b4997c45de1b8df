// Which builds are current (issue 13 point 5): each build writes, beside its output, the SHA-256 of its inputs;
// `npm start` (scripts/start.mjs) rebuilds only a build whose output is missing or whose inputs hash differently.
// The web build stamps through the Vite plugin below (vite.config.ts), the server build in scripts/build-server.mjs.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Inputs of both builds: the dependencies and the compiler settings. */
const COMMON = ['package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build-stamp.mjs'];

/** Each build: what it reads (files or folders, from the repository root), what it writes, and where its stamp is. */
export const BUILDS = {
  web: {
    inputs: ['src', 'index.html', 'public', 'vite.config.ts', 'postcss.config.cjs', 'postcss.config.js', 'postcss.config.mjs', ...COMMON],
    output: 'dist/web/index.html',
    // Outside dist/web: that folder is served as it is, and emptied by every web build.
    stamp: 'dist/web.stamp.json',
  },
  server: {
    // The server bundles the contract and shared rules of src/ too.
    inputs: ['server', 'src', 'scripts/build-server.mjs', ...COMMON],
    output: 'dist/server/server.js',
    stamp: 'dist/server/build-stamp.json',
  },
};
/** Written by the web build itself (the router plugin, from src/routes): never an input. */
const GENERATED = new Set(['src/route-tree.gen.ts']);

/** SHA-256 over the inputs of a build: every file's path and content, in a fixed order; a missing input counts too. */
export function inputsHash(kind) {
  const hash = createHash('sha256');
  const add = (rel) => {
    if (GENERATED.has(rel)) return;
    const full = path.join(ROOT, rel);
    if (!existsSync(full)) {
      hash.update(`${rel}\0missing\0`);
      return;
    }
    if (statSync(full).isDirectory()) {
      for (const name of readdirSync(full).sort()) add(`${rel}/${name}`);
      return;
    }
    const content = readFileSync(full);
    hash.update(`${rel}\0${content.length}\0`);
    hash.update(content);
  };
  for (const input of BUILDS[kind].inputs) add(input);
  return hash.digest('hex');
}

/** Why a build must run, or null when its output is there and was built from the inputs as they are now. */
export function staleReason(kind) {
  const build = BUILDS[kind];
  if (!existsSync(path.join(ROOT, build.output))) return `${build.output} is missing`;
  let stamp;
  try {
    stamp = JSON.parse(readFileSync(path.join(ROOT, build.stamp), 'utf8'));
  } catch {
    return `${build.stamp} is missing`;
  }
  return stamp.inputs === inputsHash(kind) ? null : 'its inputs changed since it was built';
}

/** Records that the build's output now matches `inputs` (the hash taken when the build began). */
export function writeStamp(kind, inputs = inputsHash(kind)) {
  const file = path.join(ROOT, BUILDS[kind].stamp);
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ inputs, builtAt: new Date().toISOString() }, null, 2)}\n`);
}

/** Forgets the stamp (a build begins: until it ends, its output is not known to be current). */
export function clearStamp(kind) {
  rmSync(path.join(ROOT, BUILDS[kind].stamp), { force: true });
}

/**
 * The Vite plugin of the web build: hashes the inputs when the build begins and writes the stamp once every other
 * plugin has finished writing (the precompression included); a failed build leaves no stamp.
 */
export function webBuildStamp() {
  let inputs = '';
  return {
    name: 'edu-build-stamp',
    apply: 'build',
    buildStart() {
      clearStamp('web');
      inputs = inputsHash('web');
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        writeStamp('web', inputs);
      },
    },
  };
}
