/** What the app processes logged (pino JSON lines): who handled what, and what went wrong. */
import { readFileSync } from 'node:fs';
import type { AppProcess } from '@warroom/local-infra';
import type { SystemStack } from './stack.js';

/**
 * The whole lines of an app's log. The apps write their logs through a buffer, in chunks that
 * may end inside a line, so the text after the last newline is a line still being written.
 */
export function completeLogLines(file: string): string[] {
  try {
    return readFileSync(file, 'utf8').split('\n').slice(0, -1);
  } catch {
    return [];
  }
}

const logLines = (p: AppProcess): string[] => completeLogLines(p.logFile);

/** The messages a service process handled (its `message handled` log lines at level info), after `since`. */
export function handledSince(p: AppProcess, since: number): { total: number; subjects: Record<string, number> } {
  const subjects: Record<string, number> = {};
  let total = 0;
  for (const line of logLines(p)) {
    if (!line.includes('"message handled"')) continue;
    let entry: { time?: number; subject?: string };
    try {
      entry = JSON.parse(line) as { time?: number; subject?: string };
    } catch {
      continue;
    }
    if ((entry.time ?? 0) < since || !entry.subject || entry.subject.endsWith('.health')) continue;
    total += 1;
    subjects[entry.subject] = (subjects[entry.subject] ?? 0) + 1;
  }
  return { total, subjects };
}

/** The errors (pino level 50) the app processes logged: what was unhandled, without stacks. */
export function appErrors(system: Pick<SystemStack, 'stack'>): string[] {
  const errors: string[] = [];
  for (const p of system.stack.processes) {
    for (const line of logLines(p)) {
      if (!line.includes('"level":50')) continue;
      try {
        const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string; code?: string } };
        errors.push(
          `${p.name}: ${entry.msg ?? ''}: ${entry.err?.type ?? ''} ${entry.err?.code ?? ''} ${entry.err?.message ?? ''}`,
        );
      } catch {
        errors.push(`${p.name}: ${line.slice(0, 300)}`);
      }
    }
  }
  return errors;
}
