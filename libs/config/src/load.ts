import { z } from 'zod';

export class ConfigError extends Error {
  constructor(app: string, problems: string[]) {
    super(`${app}: invalid configuration\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses the environment once, at boot. A bad or missing variable stops the process
 * with one line per problem, naming the variable.
 */
export function loadConfig<S extends z.ZodType>(
  app: string,
  schema: S,
  env: NodeJS.ProcessEnv = process.env,
): z.infer<S> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  throw new ConfigError(
    app,
    result.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
  );
}
