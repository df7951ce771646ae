import { readFileSync } from 'node:fs';
import { z } from 'zod';

export class ConfigError extends Error {
  constructor(app: string, problems: string[]) {
    super(`${app}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * The environment with every `NAME_FILE` read into `NAME` (a Docker or Kubernetes secret is a
 * file: `JWT_SECRET_FILE=/run/secrets/jwt_secret`), so a secret need not sit in the process
 * environment where `docker inspect` shows it. `NAME` itself, when also set, is an error.
 */
export function withSecretFiles(
  env: NodeJS.ProcessEnv,
  read = (path: string) => readFileSync(path, 'utf8'),
  names?: ReadonlySet<string>,
) {
  const merged: NodeJS.ProcessEnv = { ...env };
  const problems: string[] = [];
  for (const [key, path] of Object.entries(env)) {
    if (!key.endsWith('_FILE') || !path) continue;
    const name = key.slice(0, -'_FILE'.length);
    // Only the app's own variables: another program's `SOMETHING_FILE` is not ours to read.
    if (names && !names.has(name)) continue;
    if (env[name] !== undefined) {
      problems.push(`${name}: set either ${name} or ${key}, not both`);
      continue;
    }
    try {
      merged[name] = read(path).replace(/\r?\n$/, '');
    } catch (error) {
      problems.push(`${key}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
  }
  return { env: merged, problems };
}

/**
 * Parses the environment once, at boot. A bad or missing variable stops the process
 * with one line per problem, naming the variable.
 */
export function loadConfig<S extends z.ZodType>(
  app: string,
  schema: S,
  environment: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const names = schema instanceof z.ZodObject ? new Set(Object.keys(schema.shape)) : undefined;
  const { env, problems } = withSecretFiles(environment, undefined, names);
  if (problems.length > 0) throw new ConfigError(app, problems);
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    app,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
  );
}
