import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/core/node-flags';

describe("the server's V8 flags", () => {
  it('are the ones `npm start` runs the server with', () => {
    const start = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts.start;
    expect(start).toBe(`node ${SERVER_NODE_FLAGS.join(' ')} scripts/start.mjs`);
  });

  it('are flags this Node takes', () => {
    for (const flag of SERVER_NODE_FLAGS) expect(process.allowedNodeEnvironmentFlags.has(flag.split('=')[0])).toBe(true);
  });
});
