/**
 * The results section of docs/performance.md, from one results object (goals: report/goals.ts,
 * the Markdown: report/render.ts and its sections).
 *
 *   node bench/lib/report.ts   rewrites the docs section from bench/results.json
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as prettier from 'prettier';
import { z } from 'zod';
import { renderResults } from './report/render.ts';
import { resultsSchema, type Results } from './results.ts';

export { evaluateGoals } from './report/goals.ts';

const START = '<!-- bench:results:start (written by npm run bench; edit bench/lib/report.ts instead) -->';
const END = '<!-- bench:results:end -->';

/**
 * Rewrites the results section of docs/performance.md (between the markers; inserted after the
 * intro if missing), then formats the file with the project's Prettier config, as
 * `npm run format` would.
 */
export async function writeDocs(file: string, res: Results): Promise<void> {
  const text = readFileSync(file, 'utf8');
  const section = `${START}\n\n${renderResults(res)}\n${END}`;
  let next: string;
  if (text.includes(START) && text.includes(END)) {
    next = text.slice(0, text.indexOf(START)) + section + text.slice(text.indexOf(END) + END.length);
  } else {
    const at = text.indexOf('\n## ');
    next = at >= 0 ? `${text.slice(0, at + 1)}${section}\n\n${text.slice(at + 1)}` : `${text}\n${section}\n`;
  }
  await writeFormatted(file, next);
}

/** Writes `text` to `file` formatted with the project's Prettier config (the parser from the file name). */
export async function writeFormatted(file: string, text: string): Promise<void> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  writeFileSync(file, await prettier.format(text, { ...options, filepath: file }));
}

/** Whether a run broke: its failures, and whether it got as far as the goals. */
const runOutcomeSchema = z.object({ failures: z.array(z.string()).optional(), goals: z.array(z.unknown()).optional() });

/** `node bench/lib/report.ts`: rewrites the docs section from bench/results.json. */
if (import.meta.main) {
  const bench = resolve(import.meta.dirname, '..');
  const json: unknown = JSON.parse(readFileSync(join(bench, 'results.json'), 'utf8'));
  const outcome = runOutcomeSchema.parse(json);
  if (outcome.failures?.length || !outcome.goals) {
    console.error(
      `bench/results.json is of a run that broke (${outcome.failures?.length ?? 0} failure(s)): docs left as they are`,
    );
    process.exit(1);
  }
  await writeDocs(join(bench, '..', 'docs', 'performance.md'), resultsSchema.parse(json));
  console.log('docs/performance.md: results section rewritten');
}
