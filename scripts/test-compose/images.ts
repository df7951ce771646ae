// The images of the compose test: the official base images or base-images.sh's stand-ins, the
// build (timed, and once more to time the cache), their sizes, and what must not be in them.
import { rootCertificates } from 'node:tls';
import { X509Certificate, createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { check, run, secondsSince, succeeds } from './shell.ts';

export const APP_IMAGES = ['gateway', 'identity', 'portal', 'applications', 'audit', 'maildev'] as const;
export type AppImage = (typeof APP_IMAGES)[number];

export const imageTag = (target: AppImage): string => `warroom/${target}:latest`;

export type BaseImages = {
  readonly source: 'official' | 'base-images.sh';
  readonly env: { readonly NODE_IMAGE: string; readonly POSTGRES_IMAGE: string; readonly NATS_IMAGE: string };
  readonly seconds: number;
};

const OFFICIAL = { NODE_IMAGE: 'node:24-bookworm-slim', POSTGRES_IMAGE: 'postgres:15', NATS_IMAGE: 'nats:2.10-alpine' };

type Log = (message: string) => void;

/** The official images when they are here or can be pulled, else base-images.sh's. */
export async function baseImages(log: Log): Promise<BaseImages> {
  const started = performance.now();
  const official = Object.values(OFFICIAL);
  let reachable = await succeeds('docker', ['image', 'inspect', ...official]);
  if (!reachable) {
    reachable = true;
    for (const image of official) {
      if (!(await succeeds('docker', ['pull', '-q', image], { timeoutMs: 300_000 }))) {
        reachable = false;
        break;
      }
    }
  }
  if (reachable) {
    log(`base images: ${official.join(', ')}`);
    return { source: 'official', env: OFFICIAL, seconds: secondsSince(started) };
  }
  log('Docker Hub cannot be reached: scripts/docker/base-images.sh makes the base images from Debian packages');
  const out = await check('bash', ['scripts/docker/base-images.sh'], { echoStderr: true, timeoutMs: 1_200_000 });
  const line = out.split('\n').find((l) => l.startsWith('export '));
  const value = (name: string): string => {
    const found = new RegExp(`${name}=(\\S+)`).exec(line ?? '')?.[1];
    if (!found) throw new Error(`base-images.sh printed no ${name}`);
    return found;
  };
  return {
    source: 'base-images.sh',
    env: { NODE_IMAGE: value('NODE_IMAGE'), POSTGRES_IMAGE: value('POSTGRES_IMAGE'), NATS_IMAGE: value('NATS_IMAGE') },
    seconds: secondsSince(started),
  };
}

export type BuildFigures = {
  /** The first build of this run; `cold` when its `npm ci` step was not in the cache. */
  readonly seconds: number;
  readonly cold: boolean;
  /** The same build again at once: every step from the cache. */
  readonly cachedSeconds: number;
};

/**
 * Whether one of the builds in this log ran the builder stage's `npm ci` rather than taking it from
 * BuildKit's cache. build.sh starts each image's output with `=== <image>`; steps are numbered
 * afresh in each.
 */
function ranNpmCi(buildLog: string): boolean {
  return buildLog.split(/^=== /m).some((section) => {
    const step = /^#(\d+) \[builder [^\]]*\] RUN .*npm ci --ignore-scripts/m.exec(section)?.[1];
    return step !== undefined && !new RegExp(`^#${step} CACHED`, 'm').test(section);
  });
}

/** scripts/docker/build.sh for the six images, twice; `cold` prunes BuildKit's cache first. */
export async function buildImages(nodeImage: string, cold: boolean, log: Log): Promise<BuildFigures> {
  if (cold) {
    log('pruning the build cache (a cold build)');
    await check('docker', ['builder', 'prune', '--all', '--force'], { timeoutMs: 300_000 });
  }
  const dir = mkdtempSync(join(tmpdir(), 'warroom-build-log-'));
  try {
    const buildLog = join(dir, 'build.log');
    const env = { NODE_IMAGE: nodeImage, BUILD_LOG: buildLog };
    let started = performance.now();
    await check('bash', ['scripts/docker/build.sh', ...APP_IMAGES], { env, echoStderr: true, timeoutMs: 1_800_000 });
    const seconds = secondsSince(started);
    const wasCold = ranNpmCi(readFileSync(buildLog, 'utf8'));
    started = performance.now();
    await check('bash', ['scripts/docker/build.sh', ...APP_IMAGES], {
      env: { NODE_IMAGE: nodeImage },
      timeoutMs: 600_000,
    });
    return { seconds, cold: wasCold, cachedSeconds: secondsSince(started) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Image sizes in MB (as `docker images` counts them: every layer, shared ones too). */
export async function imageSizes(images: readonly string[]): Promise<Record<string, number>> {
  const sizes: Record<string, number> = {};
  for (const image of images) {
    const bytes = Number((await check('docker', ['image', 'inspect', '-f', '{{.Size}}', image])).trim());
    sizes[image] = Math.round(bytes / 1e6);
  }
  return sizes;
}

const HOST_CA = '/etc/ssl/certs/ca-certificates.crt';

/** Debian's copy of Mozilla's root certificates, which the host bundle is made from. */
const PUBLIC_CAS = '/usr/share/ca-certificates/mozilla';

/**
 * Lines that only the host's CA bundle has: a base64 line from each certificate of the bundle that
 * is neither one of Node's roots (compiled into the node binary of every image) nor a public one of
 * Debian's: the certificates a TLS-inspecting proxy added, the point of handing the bundle over
 * as a secret.
 */
function hostOnlyCaLines(): string[] {
  if (!existsSync(HOST_CA)) return [];
  const publicPems = existsSync(PUBLIC_CAS)
    ? readdirSync(PUBLIC_CAS).map((file) => readFileSync(join(PUBLIC_CAS, file), 'utf8'))
    : [];
  const fingerprint = (pem: string): string => {
    try {
      return new X509Certificate(pem).fingerprint256;
    } catch {
      return '';
    }
  };
  const known = new Set([...rootCertificates, ...publicPems].map(fingerprint));
  const pems =
    readFileSync(HOST_CA, 'utf8').match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
  return pems
    .filter((pem) => !known.has(fingerprint(pem)))
    .map((pem) => pem.split('\n')[3] ?? '')
    .filter((line) => line.length >= 60);
}

export type SecretScan = { readonly image: string; readonly findings: readonly string[] };

/**
 * What must be in no image: the CA bundle handed to the build as a secret (the file itself, or a
 * certificate only it has), any .npmrc, the run's JWT secret and PostgreSQL password. Looks at
 * the image's history (every layer's command), its configuration and its whole file system.
 */
export async function scanForSecrets(image: string, secrets: readonly string[]): Promise<SecretScan> {
  const findings: string[] = [];
  const caLines = hostOnlyCaLines();
  const needles = [...secrets, ...caLines];
  const history = await check('docker', ['history', '--no-trunc', '--format', '{{.CreatedBy}}', image]);
  const config = await check('docker', ['image', 'inspect', '-f', '{{json .Config}}', image]);
  if (needles.some((needle) => history.includes(needle))) findings.push('a layer command holds a secret or CA line');
  if (needles.some((needle) => config.includes(needle))) findings.push('the configuration holds a secret or CA line');

  const dir = mkdtempSync(join(tmpdir(), 'warroom-scan-'));
  try {
    writeFileSync(join(dir, 'needles'), needles.length > 0 ? `${needles.join('\n')}\n` : '');
    const caHash = existsSync(HOST_CA) ? createHash('sha256').update(readFileSync(HOST_CA)).digest('hex') : '';
    const caSize = existsSync(HOST_CA) ? readFileSync(HOST_CA).length : 0;
    const script = [
      'find / -xdev \\( -name .npmrc -o -name .yarnrc -o -name .yarnrc.yml \\) -print | sed "s/^/npmrc: /"',
      caSize > 0
        ? `find / -xdev -type f -size ${caSize}c -exec sha256sum {} + | grep ${caHash} | sed "s/^/ca bundle: /"`
        : 'true',
      needles.length > 0
        ? 'grep -rlF -f /scan/needles / --exclude-dir=proc --exclude-dir=sys --exclude-dir=dev --exclude-dir=scan 2>/dev/null | sed "s/^/secret or CA line in: /"'
        : 'true',
    ].join('; ');
    const result = await run(
      'docker',
      [
        'run',
        '--rm',
        '--network',
        'none',
        '--user',
        '0',
        '-v',
        `${dir}:/scan:ro`,
        '--entrypoint',
        'sh',
        image,
        '-c',
        script,
      ],
      { timeoutMs: 300_000 },
    );
    if (result.code !== 0 && result.code !== 1) findings.push(`the file system scan failed: ${result.stderr.trim()}`);
    findings.push(...result.stdout.split('\n').filter((line) => line.trim() !== ''));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return { image, findings };
}

/** The user each image runs as (`docker inspect .Config.User`). */
export async function imageUser(image: string): Promise<string> {
  return (await check('docker', ['image', 'inspect', '-f', '{{.Config.User}}', image])).trim();
}
