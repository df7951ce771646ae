// Commands of the compose test: run one, wait for its end (or a deadline), keep what it printed.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { repoRoot } from '../lib/repo.ts';

export type CommandResult = { readonly code: number; readonly stdout: string; readonly stderr: string };

export type CommandOptions = {
  /** Added to this process's environment; undefined removes a variable. */
  readonly env?: Readonly<Record<string, string | undefined>>;
  /** Killed (SIGKILL) past this; the result's code is then 124. Default 10 minutes. */
  readonly timeoutMs?: number;
  /** Written to the command's stdin. */
  readonly input?: string;
  /** Its stderr shown as it comes (long builds), besides being kept. */
  readonly echoStderr?: boolean;
};

/** The environment a command gets: ours, with the option's additions and removals. */
function environment(extra: CommandOptions['env']): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const [name, value] of Object.entries(extra ?? {})) {
    if (value === undefined) delete env[name];
    else env[name] = value;
  }
  return env;
}

/** Runs `command args` in the repository root; never throws for a failed command (see `code`). */
export function run(command: string, args: readonly string[], options: CommandOptions = {}): Promise<CommandResult> {
  return new Promise((done) => {
    const child = spawn(command, [...args], {
      cwd: repoRoot,
      env: environment(options.env),
      stdio: [options.input === undefined ? 'ignore' : 'pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => {
      err.push(chunk);
      if (options.echoStderr) process.stderr.write(chunk);
    });
    if (options.input !== undefined) child.stdin?.end(options.input);
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs ?? 600_000);
    const finish = (code: number, extra = ''): void => {
      clearTimeout(timer);
      done({
        code: timedOut ? 124 : code,
        stdout: Buffer.concat(out).toString('utf8'),
        stderr: Buffer.concat(err).toString('utf8') + extra,
      });
    };
    child.once('error', (error) => finish(127, error.message));
    child.once('close', (code, signal) => finish(code ?? (signal ? 128 : 1)));
  });
}

/** The last lines of a command's output, for an error message. */
export function tail(text: string, lines = 15): string {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/** Runs the command and answers its stdout; throws with the end of its output when it fails. */
export async function check(command: string, args: readonly string[], options: CommandOptions = {}): Promise<string> {
  const result = await run(command, args, options);
  if (result.code !== 0) {
    const how = result.code === 124 ? 'timed out' : `exited ${result.code}`;
    throw new Error(`${command} ${args.join(' ')} ${how}:\n${tail(result.stderr || result.stdout)}`);
  }
  return result.stdout;
}

/** Whether the command exits 0. */
export async function succeeds(
  command: string,
  args: readonly string[],
  options: CommandOptions = {},
): Promise<boolean> {
  return (await run(command, args, options)).code === 0;
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds since `started` (a performance.now()), one decimal. */
export const secondsSince = (started: number): number => Math.round((performance.now() - started) / 100) / 10;

/** A TCP port free on every interface now (the published ports of a run). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '0.0.0.0', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}
