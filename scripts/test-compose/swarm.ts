// The same images on a single-node Swarm: `docker swarm init --advertise-addr 127.0.0.1` (left at
// the end only if this run made it), scripts/docker/stack.sh | docker stack deploy, then
// `docker stack rm` and the stack's volumes removed.
import { check, run, sleep } from './shell.ts';

type Log = (message: string) => void;

export type Swarm = {
  readonly stack: string;
  readonly deploy: () => Promise<void>;
  /** Removes the stack and waits until none of its containers, networks or volumes is left. */
  readonly remove: () => Promise<string[]>;
  /** Leaves the swarm if this run created it. */
  readonly leave: () => Promise<void>;
  readonly tasks: () => Promise<string>;
};

async function swarmState(): Promise<string> {
  return (await check('docker', ['info', '--format', '{{.Swarm.LocalNodeState}}'])).trim();
}

export async function joinSwarm(stack: string, env: Readonly<Record<string, string>>, log: Log): Promise<Swarm> {
  const wasActive = (await swarmState()) === 'active';
  // `swarm init` makes the bridge docker_gwbridge, which `swarm leave` keeps: gone again if it was not here.
  const hadGwBridge = (await run('docker', ['network', 'inspect', 'docker_gwbridge'])).code === 0;
  if (!wasActive) {
    log('docker swarm init --advertise-addr 127.0.0.1');
    await check('docker', ['swarm', 'init', '--advertise-addr', '127.0.0.1']);
  }
  const label = `label=com.docker.stack.namespace=${stack}`;
  const leftovers = async (): Promise<string[]> => {
    const found: string[] = [];
    const lists = {
      service: ['service', 'ls', '-q', '--filter', label],
      container: ['ps', '-a', '-q', '--filter', label],
      network: ['network', 'ls', '-q', '--filter', label],
    } as const;
    for (const [kind, args] of Object.entries(lists)) {
      const ids = (await check('docker', args)).split('\n').filter((id) => id.trim() !== '');
      found.push(...ids.map((id) => `${kind} ${id}`));
    }
    return found;
  };
  return {
    stack,
    deploy: async () => {
      const file = await check('bash', ['scripts/docker/stack.sh']);
      await check('docker', ['stack', 'deploy', '--resolve-image', 'never', '--prune', '-c', '-', stack], {
        env,
        input: file,
        timeoutMs: 300_000,
      });
    },
    remove: async () => {
      await run('docker', ['stack', 'rm', stack], { timeoutMs: 120_000 });
      const deadline = Date.now() + 120_000;
      let left = await leftovers();
      while (left.length > 0 && Date.now() < deadline) {
        await sleep(1_000);
        left = await leftovers();
      }
      const volumes = (await check('docker', ['volume', 'ls', '-q', '--filter', label]))
        .split('\n')
        .filter((id) => id.trim() !== '');
      for (const volume of volumes) {
        // A volume stays busy for a moment after its container is gone.
        for (let attempt = 0; attempt < 20; attempt += 1) {
          if ((await run('docker', ['volume', 'rm', volume])).code === 0) break;
          await sleep(1_000);
        }
      }
      const stillVolumes = (await check('docker', ['volume', 'ls', '-q', '--filter', label]))
        .split('\n')
        .filter((id) => id.trim() !== '')
        .map((id) => `volume ${id}`);
      return [...left, ...stillVolumes];
    },
    leave: async () => {
      if (wasActive) return;
      log('docker swarm leave --force (this run made the swarm)');
      await run('docker', ['swarm', 'leave', '--force'], { timeoutMs: 60_000 });
      if (!hadGwBridge) await run('docker', ['network', 'rm', 'docker_gwbridge']);
    },
    tasks: async () =>
      (await run('docker', ['stack', 'ps', stack, '--no-trunc', '--format', '{{.Name}} {{.CurrentState}} {{.Error}}']))
        .stdout,
  };
}
