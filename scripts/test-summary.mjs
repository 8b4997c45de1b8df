// Sums the vitest JSON reports of this run (.tmp/reports) into one plain closing line: "N passed, N failed".
import { readdirSync, readFileSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
let files = [];
try {
  files = readdirSync('.tmp/reports').filter((f) => f.endsWith('.json'));
} catch {
  // no reports: nothing ran
}
for (const f of files) {
  const report = JSON.parse(readFileSync(`.tmp/reports/${f}`, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + (report.numTodoTests ?? 0);
}
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
