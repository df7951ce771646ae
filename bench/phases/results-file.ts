/** bench/results.json: the previous run kept for comparison, the file written, the goals printed. */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { z } from 'zod';
import { writeFormatted } from '../lib/report.ts';
import { goalSchema, previousRunSchema, type Results } from '../lib/results.ts';

/** What of a previous results file is read back: enough to tell a full, unbroken run. */
const previousFileSchema = z.object({
  mode: z.string().optional(),
  date: z.string().optional(),
  loads: previousRunSchema.shape.loads.optional(),
  goals: z.array(goalSchema).optional(),
  previousRun: previousRunSchema.optional(),
});

/** The last full run that did not break, from the results file about to be replaced. */
export function previousRun(outFile: string): Results['previousRun'] {
  if (!existsSync(outFile)) return undefined;
  try {
    const previous = previousFileSchema.parse(JSON.parse(readFileSync(outFile, 'utf8')));
    if (previous.mode === 'full' && previous.goals && previous.date !== undefined && previous.loads) {
      return { date: previous.date, loads: previous.loads, goals: previous.goals };
    }
    // The previous run broke (no goals): compare with the last one that did not.
    return previous.previousRun;
  } catch {
    /* not readable: no previous run */
    return undefined;
  }
}

export async function writeResults(outFile: string, results: Results): Promise<void> {
  mkdirSync(dirname(outFile), { recursive: true });
  await writeFormatted(outFile, `${JSON.stringify(results, null, 2)}\n`);
}

export function printGoals(results: Results): void {
  for (const g of results.goals ?? []) {
    console.log(
      `  ${g.met ? 'met   ' : 'NOT MET'}  ${g.name}: ${g.figure}${g.baseline ? ` vs ${g.baseline}` : ''}${g.ratio != null ? ` (${g.ratio}x)` : ''}; goal ${g.goal}`,
    );
  }
}
