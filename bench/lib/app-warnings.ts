/** The warnings and errors the apps logged: what a bench run shows when the event path stalls. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** pino's level numbers: 40 warn, 50 error, 60 fatal. */
const WARN = 40;

/**
 * The last `max` lines at warn or above in the logs of the apps whose names start with one of
 * `apps` (`audit` takes audit.log and audit-1.log), oldest first, each prefixed with its file.
 */
export function appWarnings(logDir: string, apps: readonly string[], max = 20): string[] {
  if (!existsSync(logDir)) return [];
  const lines: { time: string; line: string }[] = [];
  for (const file of readdirSync(logDir)) {
    if (!file.endsWith('.log') || !apps.some((app) => file.startsWith(app))) continue;
    for (const line of readFileSync(join(logDir, file), 'utf8').split('\n')) {
      const entry = parse(line);
      if (entry && entry.level >= WARN) lines.push({ time: entry.time, line: `${file}: ${line.slice(0, 600)}` });
    }
  }
  return lines
    .sort((a, b) => a.time.localeCompare(b.time))
    .slice(-max)
    .map((l) => l.line);
}

function parse(line: string): { level: number; time: string } | null {
  if (!line.startsWith('{')) return null;
  try {
    const entry = JSON.parse(line) as { level?: unknown; time?: unknown };
    return typeof entry.level === 'number' ? { level: entry.level, time: String(entry.time ?? '') } : null;
  } catch {
    return null;
  }
}
