// docker-compose.yml under a project of the test's own, with the test's environment.
import { check, run, type CommandResult } from './shell.ts';

export const SCALE = { portal: 3, applications: 2 } as const;

export type Compose = {
  readonly project: string;
  /** `up -d --scale portal=3 --scale applications=2`. */
  readonly up: () => Promise<void>;
  /** `down`, with `-v` when the volumes go too. */
  readonly down: (volumes: boolean) => Promise<void>;
  /** The ids of a service's running containers. */
  readonly containers: (service: string) => Promise<string[]>;
  /** psql in the postgres container (no TTY), unaligned, tuples only. */
  readonly psql: (database: string, sql: string) => Promise<string>;
  readonly logs: (service: string, lines: number) => Promise<string>;
  /** What docker still holds of the project: containers, networks, volumes. */
  readonly leftovers: () => Promise<string[]>;
};

/** `profiles`: the compose profiles every command runs with (`dev`: the mail catcher too). */
export function makeCompose(
  command: readonly [string, ...string[]],
  project: string,
  env: Readonly<Record<string, string>>,
  profiles: readonly string[] = [],
): Compose {
  const [bin, ...first] = command;
  const global = [...profiles.flatMap((profile) => ['--profile', profile]), '-p', project, '-f', 'docker-compose.yml'];
  const compose = (args: readonly string[], timeoutMs = 600_000): Promise<CommandResult> =>
    run(bin, [...first, ...global, ...args], { env, timeoutMs });
  const ok = async (args: readonly string[], timeoutMs?: number): Promise<string> => {
    const result = await compose(args, timeoutMs);
    if (result.code !== 0) throw new Error(`compose ${args.join(' ')} exited ${result.code}:\n${result.stderr.trim()}`);
    return result.stdout;
  };
  const label = `label=com.docker.compose.project=${project}`;
  return {
    project,
    up: async () => {
      const scale = Object.entries(SCALE).flatMap(([service, n]) => ['--scale', `${service}=${n}`]);
      await ok(['up', '-d', '--no-build', ...scale]);
    },
    down: async (volumes) => {
      await ok(['down', '--remove-orphans', '--timeout', '30', ...(volumes ? ['-v'] : [])]);
    },
    containers: async (service) => (await ok(['ps', '-q', service])).split('\n').filter((id) => id.trim() !== ''),
    psql: async (database, sql) =>
      (
        await ok([
          'exec',
          '-T',
          'postgres',
          'psql',
          '-U',
          'postgres',
          '-d',
          database,
          '-v',
          'ON_ERROR_STOP=1',
          '-Atc',
          sql,
        ])
      ).trim(),
    logs: async (service, lines) => (await compose(['logs', '--no-color', '--tail', String(lines), service])).stdout,
    leftovers: async () => {
      const found: string[] = [];
      for (const kind of ['container', 'network', 'volume'] as const) {
        const args =
          kind === 'container' ? ['ps', '-a', '-q', '--filter', label] : [kind, 'ls', '-q', '--filter', label];
        const ids = (await check('docker', args)).split('\n').filter((id) => id.trim() !== '');
        found.push(...ids.map((id) => `${kind} ${id}`));
      }
      return found;
    },
  };
}
