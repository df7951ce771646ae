// `npm run audit:deps`: `npm audit --omit=dev`, failing on any high or critical finding in what
// ships (issue 9). Exit 0: none; 1: findings (listed); 2: the registry gave no audit answer (the
// registry mirror of the build machines answers the advisories endpoint with 405, so this gate
// runs where the public registry is reachable, not in .ci/run).
import { execFile } from 'node:child_process';
import { z } from 'zod';
import { repoRoot } from './lib/repo.ts';

const auditSchema = z.object({
  metadata: z.object({ vulnerabilities: z.record(z.string(), z.number()).default({}) }).optional(),
  vulnerabilities: z.record(z.string(), z.object({ severity: z.string() })).default({}),
  error: z.object({ summary: z.string().optional(), detail: z.string().optional() }).optional(),
});

const { stdout, stderr } = await new Promise<{ stdout: string; stderr: string }>((done) => {
  execFile(
    'npm',
    ['audit', '--omit=dev', '--json'],
    { cwd: repoRoot, timeout: 120_000, maxBuffer: 64 << 20 },
    (_error, out, err) =>
      // npm exits 1 when it finds anything; the JSON on stdout says what.
      done({ stdout: out, stderr: err }),
  );
});

let raw: unknown;
try {
  raw = JSON.parse(stdout);
} catch {
  console.error(`audit:deps: npm audit gave no JSON\n${stdout.slice(0, 500)}${stderr.slice(0, 500)}`);
  process.exit(2);
}
const parsed = auditSchema.safeParse(raw);
const report = parsed.success ? parsed.data : undefined;
if (!report?.metadata) {
  // The whole error as npm gave it (the schema keeps only its summary and detail).
  const rawError = typeof raw === 'object' && raw !== null && 'error' in raw ? raw.error : undefined;
  const why = report?.error?.summary || report?.error?.detail || JSON.stringify(rawError ?? raw).slice(0, 300);
  console.error(`audit:deps: the registry gave no audit answer: ${why}`);
  process.exit(2);
}
const serious = Object.entries(report.vulnerabilities).filter(
  ([, finding]) => finding.severity === 'high' || finding.severity === 'critical',
);
console.log(`audit:deps: ${JSON.stringify(report.metadata.vulnerabilities)} (production dependencies)`);
for (const [name, finding] of serious) console.log(`  ${finding.severity}: ${name}`);
process.exit(serious.length > 0 ? 1 : 0);
