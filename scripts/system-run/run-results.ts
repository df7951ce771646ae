// What the fuzz and the fault tests' results files share: the machine they ran on, and how a
// summary reads them.
import { z } from 'zod';
import { readJson } from '../lib/repo.ts';

/** The machine a test wrote its figures on; older files may lack it. */
export const machineSchema = z.object({ cores: z.number(), node: z.string() }).partial().optional();

/** '2 cores, Node v24.1.0': how a summary opens. */
export function machineLine(machine: z.infer<typeof machineSchema>): string {
  return `${machine?.cores ?? '?'} cores, Node ${machine?.node ?? '?'}`;
}

/** The results file a test wrote, checked; when there is none, `[label] no results in …` on stderr. */
export function readResults<T>(label: string, file: string, schema: z.ZodType<T>): T | undefined {
  const doc = readJson(file, schema);
  if (!doc) console.error(`[${label}] no results in ${file}`);
  return doc;
}
