/**
 * Issue 13 point 4: the web build leaves `Table.ScrollContainer` out of Mantine's Table (vite.config.ts,
 * tableWithoutScrollContainer), so that a page with a table does not load ScrollArea. Its types still offer the
 * member, and a use of it would fail only when the screen renders; this test finds one first. A screen that scrolls
 * a table imports `TableScrollContainer` from @mantine/core instead (the same component).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../../src', import.meta.url));

/** Every .ts and .tsx file under a folder. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('Table.ScrollContainer', () => {
  it('is used nowhere in src/ (the build leaves it out of Table)', () => {
    const uses = sources(SRC).filter((file) => /\bTable\s*\.\s*ScrollContainer\b/.test(readFileSync(file, 'utf8')));
    expect(uses.map((file) => path.relative(SRC, file))).toEqual([]);
  });
});
