// Two stages of the compose test, each a run of checks of its own: the images (base, build, sizes,
// no secret) before any container starts, and the single-node Swarm after the compose project is gone.
import type { Api } from './api.ts';
import { signIn, smokeJourney, waitHealthy } from './api.ts';
import {
  APP_IMAGES,
  baseImages,
  buildImages,
  imageSizes,
  imageTag,
  imageUser,
  scanForSecrets,
  type BaseImages,
} from './images.ts';
import type { Report } from './report.ts';
import { secondsSince } from './shell.ts';
import { joinSwarm, type Swarm } from './swarm.ts';

type Log = (message: string) => void;

/**
 * The base images (pulled, or made from Debian packages), the six images built cold then from the
 * cache, their sizes, and a scan of each for the run's secrets. Answers the base images, or
 * undefined (with the later checks marked skipped) when there is nothing to run.
 */
export async function imagesStage(
  report: Report,
  secrets: readonly string[],
  cold: boolean,
  log: Log,
): Promise<BaseImages | undefined> {
  const base = await report.step<BaseImages>(
    'base images',
    () => baseImages(log),
    (b) => `${b.source}: ${Object.values(b.env).join(', ')}`,
  );
  if (!base) {
    report.skip(['everything else'], 'no base images');
    return undefined;
  }
  report.figures.baseImages = { source: base.source, images: { ...base.env }, seconds: base.seconds };

  const build = await report.step(
    'images build (then again from the cache)',
    () => buildImages(base.env.NODE_IMAGE, cold, log),
    (b) => `${b.seconds} s${b.cold ? ' cold' : ''}, ${b.cachedSeconds} s cached`,
  );
  if (!build) {
    report.skip(['everything else'], 'the build failed');
    return undefined;
  }
  report.figures.build = build;
  const tags = APP_IMAGES.map(imageTag);
  report.figures.imageSizesMB = await imageSizes([...tags, ...Object.values(base.env)]);

  await report.step('images run as node and hold no secret, CA bundle or .npmrc', async () => {
    const problems: string[] = [];
    for (const tag of tags) {
      const user = await imageUser(tag);
      if (user !== 'node') problems.push(`${tag} runs as ${user || 'root'}`);
      const scan = await scanForSecrets(tag, secrets);
      problems.push(...scan.findings.map((finding) => `${tag}: ${finding}`));
    }
    if (problems.length > 0) throw new Error(problems.join('\n'));
    return `${tags.length} images: history, configuration and file system`;
  });
  return base;
}

export type SwarmStageInput = {
  readonly stack: string;
  readonly env: Readonly<Record<string, string>>;
  readonly api: Api;
  readonly admin: { readonly email: string; readonly password: string };
  readonly log: Log;
};

/**
 * The same images and compose file on a single-node Swarm: deployed, healthy through the published
 * gateway, the smoke journey, then `docker stack rm` leaving nothing. `track` is told of the swarm
 * as soon as it is joined and again (undefined) once it is left, so the run's cleanup can leave it.
 */
export async function swarmStage(
  report: Report,
  { stack, env, api, admin, log }: SwarmStageInput,
  track: (swarm: Swarm | undefined) => void,
): Promise<void> {
  let swarm: Swarm | undefined;
  const deployed = await report.step('swarm: stack deployed, healthy through the published port', async () => {
    const joined = await joinSwarm(stack, env, log);
    swarm = joined;
    track(joined);
    const t = performance.now();
    await joined.deploy();
    try {
      await waitHealthy(api, 300_000);
    } catch (error) {
      console.error(await joined.tasks());
      throw error;
    }
    report.figures.swarm = { timeToHealthySeconds: secondsSince(t) };
    return joined;
  });
  if (deployed) {
    await report.step(
      'swarm: smoke journey',
      async () => smokeJourney(api, await signIn(api, admin.email, admin.password), `swarm-${Date.now()}`),
      (j) => {
        if (report.figures.swarm) report.figures.swarm.journeySeconds = j.seconds;
        return `in ${j.seconds} s`;
      },
    );
  } else {
    report.skip(['swarm: smoke journey'], 'the stack did not become healthy');
  }
  const joined = swarm;
  if (!joined) return;
  await report.step('swarm: stack rm leaves nothing', async () => {
    const left = await joined.remove();
    await joined.leave();
    track(undefined);
    if (left.length > 0) throw new Error(`left: ${left.join(', ')}`);
    return 'no service, container, network or volume of the stack';
  });
}
