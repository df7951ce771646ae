/** The read paths again with a second replica of the services, added to the running stack. */
import { setTimeout as sleep } from 'node:timers/promises';
import type { ManagedProcess, StackHandle } from '@warroom/local-infra';
import { isReadName, READ_NAMES, type ReadName } from '../lib/reads.ts';
import type { Reads } from '../lib/results.ts';
import { memoryOf } from '../lib/stack-cost.ts';
import type { RunContext } from './context.ts';
import { runReads, type Scenario } from './reads.ts';

async function waitForReady(p: ManagedProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!p.running) throw new Error(`${p.name} exited while starting:\n${p.logTail(20)}`);
    if (/service ready/.test(p.logTail(200))) return;
    await sleep(200);
  }
  throw new Error(`${p.name} did not report ready within ${timeoutMs} ms`);
}

/** The reads with two replicas, and the memory of every process while they run. */
export async function replicaReads(
  ctx: RunContext,
  stack: StackHandle,
  scenarios: Record<ReadName, Scenario>,
): Promise<{ replicas2: Reads; memory: Record<string, number | null> }> {
  const { replicas, http } = ctx.options.config;
  ctx.log('adding a second replica of every service...');
  const added: ManagedProcess[] = [];
  for (const service of replicas.services) added.push(await stack.addReplica(service));
  for (const p of added) await waitForReady(p);
  await stack.waitHealthy(60_000);
  const names = replicas.scenarios?.filter(isReadName) ?? READ_NAMES;
  const replicas2 = await runReads(ctx, stack.gatewayUrl, scenarios, names, http, 'product x2');
  const memory = memoryOf(stack);
  for (const p of added) await p.stop();
  return { replicas2, memory };
}
