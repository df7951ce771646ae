/**
 * jest globalSetup: starts PostgreSQL + NATS and the whole stack once per jest run and hands
 * its addresses to the test workers through process.env (WARROOM_URL, WARROOM_NATS_URL,
 * WARROOM_PG_ADMIN_URL, WARROOM_REPO_ROOT).
 *
 * jest loads this file through its CommonJS require hook, where relative `.js` imports of
 * TypeScript files do not resolve: so it imports only node builtins and, after making sure the
 * build output exists, the built `@warroom/testing` and `@warroom/local-infra`.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { WarroomTestStack } from './stack.js';

declare global {
  var __WARROOM_TEST_STACK__: { stack: WarroomTestStack; removeSignalHandlers: () => void } | undefined;
}

/** The parts of jest's config this setup reads. */
type JestGlobalConfig = {
  readonly rootDir?: string;
  readonly testPathPatterns?: { readonly patterns?: readonly string[] };
};
type JestProjectConfig = {
  readonly rootDir?: string;
};

/** Runs that only select libs/local-infra (which starts its own servers) need no stack. */
function stackNeeded(globalConfig: JestGlobalConfig, rootDir: string): string | undefined {
  if (process.env.WARROOM_STACK === 'off') return 'WARROOM_STACK=off';
  const patterns = globalConfig.testPathPatterns?.patterns ?? [];
  if (patterns.length > 0 && patterns.every((p) => p.replaceAll('\\', '/').includes('libs/local-infra'))) {
    return 'only libs/local-infra tests selected';
  }
  if (!existsSync(join(rootDir, 'apps', 'gateway', 'src', 'main.ts')))
    return 'apps/gateway/src/main.ts does not exist yet';
  return undefined;
}

function buildIfMissing(rootDir: string): void {
  const needed = [
    join(rootDir, 'apps', 'gateway', 'dist', 'main.js'),
    join(rootDir, 'libs', 'testing', 'dist', 'index.js'),
    join(rootDir, 'libs', 'local-infra', 'dist', 'index.js'),
  ];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length === 0) return;
  console.log(
    `\n[warroom] ${missing.map((f) => f.slice(rootDir.length + 1)).join(', ')} missing: running npm run build`,
  );
  const result = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status ?? result.signal})`);
}

export default async function globalSetup(
  globalConfig: JestGlobalConfig,
  projectConfig: JestProjectConfig,
): Promise<void> {
  const rootDir = resolve(projectConfig.rootDir ?? globalConfig.rootDir ?? process.cwd());
  const skip = stackNeeded(globalConfig, rootDir);
  if (skip) {
    console.log(`\n[warroom] not starting the stack: ${skip}`);
    return;
  }
  buildIfMissing(rootDir);

  const testing = await import('@warroom/testing');
  const infra = await import('@warroom/local-infra');
  const started = Date.now();
  const stack = await testing.startWarroomStack({ rootDir, buildIfMissing: false });

  // Ctrl-C or a kill of jest skips globalTeardown: leave nothing running then either.
  const tmpDir = stack.infra.tmpDir;
  const signals: NodeJS.Signals[] = ['SIGINT', 'SIGTERM', 'SIGHUP'];
  const handlers = signals.map((signal) => {
    const handler = (): void => {
      infra.killAllSync();
      if (tmpDir.includes(`${sep}warroom-test-`)) rmSync(tmpDir, { recursive: true, force: true });
      removeSignalHandlers();
      if (process.listenerCount(signal) === 0) process.kill(process.pid, signal);
    };
    process.on(signal, handler);
    return { signal, handler };
  });
  function removeSignalHandlers(): void {
    for (const { signal, handler } of handlers) process.removeListener(signal, handler);
  }
  globalThis.__WARROOM_TEST_STACK__ = { stack, removeSignalHandlers };

  Object.assign(process.env, stack.env);
  console.log(
    `[warroom] stack up in ${((Date.now() - started) / 1000).toFixed(1)} s at ${stack.env.WARROOM_URL} (${stack.infra.mode} infra)`,
  );
}
