/**
 * How busy the machine is: the load average, and the CPU used by processes the bench did
 * not start (read from /proc), noted at each phase of a run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import { z } from 'zod';

export const loadNoteSchema = z.object({
  phase: z.string(),
  one: z.number(),
  five: z.number(),
  fifteen: z.number(),
  othersCores: z.number().nullable(),
});
export type LoadNote = z.infer<typeof loadNoteSchema>;

type CpuAccount = { total: number; ours: number };

/** Busy CPU seconds of the whole machine, and of this process and everything it started (its descendants). */
function cpuAccount(): CpuAccount | null {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    const total = (cpu[0] + cpu[1] + cpu[2] + cpu[5] + cpu[6] + cpu[7]) / 100; // user nice system irq softirq steal
    const procs = new Map<number, { ppid: number; cpu: number }>();
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        procs.set(Number(entry), {
          ppid: Number(f[1]),
          cpu: (Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14])) / 100,
        });
      } catch {
        /* gone */
      }
    }
    const mine = (pid: number): boolean => {
      for (let p = pid, hops = 0; p > 1 && hops < 50; hops++) {
        if (p === process.pid) return true;
        p = procs.get(p)?.ppid ?? 0;
      }
      return false;
    };
    let ours = 0;
    for (const [pid, p] of procs) if (mine(pid)) ours += p.cpu;
    return { total, ours };
  } catch {
    return null;
  }
}

/** The notes of one run; `note(phase)` adds one. */
export function loadWatch(): { readonly loads: LoadNote[]; note: (phase: string) => void } {
  const loads: LoadNote[] = [];
  let lastAccount = cpuAccount();
  let lastAccountAt = Date.now();
  const note = (phase: string): void => {
    const [one, five, fifteen] = os.loadavg().map((x) => Math.round(x * 100) / 100);
    // CPU (in cores) used since the previous phase by processes the bench did not start.
    const now = cpuAccount();
    const seconds = (Date.now() - lastAccountAt) / 1000;
    let othersCores: number | null = null;
    if (now && lastAccount && seconds > 0.5) {
      othersCores = Math.max(
        0,
        Math.round(((now.total - lastAccount.total - (now.ours - lastAccount.ours)) / seconds) * 100) / 100,
      );
    }
    lastAccount = now;
    lastAccountAt = Date.now();
    loads.push({ phase, one, five, fifteen, othersCores });
  };
  return { loads, note };
}
