// The PIDs of what `npm start` runs, kept in DATA_DIR/running.json, so that a later `npm start`
// can clean up after one that was killed hard (no Ctrl-C, no chance to stop its children).
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { isPidAlive, runningProcesses, waitForPidExit } from '@warroom/local-infra';
import { z } from 'zod';
import { readJson } from '../lib/repo.ts';

const entrySchema = z.object({ name: z.string(), pid: z.number().int(), cmdline: z.string().min(1) });
type Entry = z.infer<typeof entrySchema>;
// An entry that is not one of ours is left alone, the others still count.
const runFileSchema = z.array(entrySchema.nullable().catch(null));

function cmdlineOf(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ').trim();
  } catch {
    return '';
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

/** Writes the processes running now (name, PID, command line) to the run file. */
export function recordRunning(runFile: string): void {
  const entries: Entry[] = runningProcesses().flatMap((p) =>
    p.pid === undefined ? [] : [{ name: p.name, pid: p.pid, cmdline: cmdlineOf(p.pid) }],
  );
  writeFileSync(runFile, `${JSON.stringify(entries, null, 2)}\n`);
}

/** Apps first (0), then NATS (1), then PostgreSQL (2). */
function rank(entry: Entry): number {
  if (entry.name === 'postgres') return 2;
  if (entry.name === 'nats-server') return 1;
  return 0;
}

/** Stops the processes an earlier `npm start` left running (same PID and command line), apps first. */
export async function stopLeftovers(runFile: string): Promise<void> {
  if (!existsSync(runFile)) return;
  const entries = (readJson(runFile, runFileSchema) ?? []).filter((e) => e !== null);
  const alive = entries.filter((e) => isPidAlive(e.pid) && cmdlineOf(e.pid) === e.cmdline);
  if (alive.length > 0) console.log(`Stopping ${alive.length} process(es) left running by an earlier npm start...`);
  for (const level of [0, 1, 2]) {
    const group = alive.filter((e) => rank(e) === level);
    for (const e of group) signal(e.pid, e.name === 'postgres' ? 'SIGINT' : 'SIGTERM');
    for (const e of group) {
      if (!(await waitForPidExit(e.pid, 15_000))) {
        signal(e.pid, 'SIGKILL');
        await waitForPidExit(e.pid, 5_000);
      }
    }
  }
  rmSync(runFile, { force: true });
}
