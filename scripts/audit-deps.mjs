#!/usr/bin/env node
// `npm run audit:deps`: `npm audit --omit=dev`, failing on any high or critical finding in what
// ships (issue 9). Exit 0: none; 1: findings (listed); 2: the registry gave no audit answer (the
// registry mirror of the build machines answers the advisories endpoint with 405, so this gate
// runs where the public registry is reachable, not in .ci/run).
import { execFile } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

const { stdout, stderr } = await new Promise((done) => {
  execFile(
    'npm',
    ['audit', '--omit=dev', '--json'],
    { cwd: root, timeout: 120_000, maxBuffer: 64 << 20 },
    (_error, out, err) =>
      // npm exits 1 when it finds anything; the JSON on stdout says what.
      done({ stdout: out, stderr: err }),
  );
});

let report;
try {
  report = JSON.parse(stdout);
} catch {
  console.error(`audit:deps: npm audit gave no JSON\n${stdout.slice(0, 500)}${stderr.slice(0, 500)}`);
  process.exit(2);
}
if (!report.metadata) {
  const why = report.error?.summary || report.error?.detail || JSON.stringify(report.error ?? report).slice(0, 300);
  console.error(`audit:deps: the registry gave no audit answer: ${why}`);
  process.exit(2);
}
const serious = Object.entries(report.vulnerabilities ?? {}).filter(
  ([, finding]) => finding.severity === 'high' || finding.severity === 'critical',
);
const counts = report.metadata.vulnerabilities ?? {};
console.log(`audit:deps: ${JSON.stringify(counts)} (production dependencies)`);
for (const [name, finding] of serious) console.log(`  ${finding.severity}: ${name}`);
process.exit(serious.length > 0 ? 1 : 0);
