import { z } from 'zod';
import { ConfigError, loadConfig, withSecretFiles } from './load.js';

const files: Record<string, string> = { '/run/secrets/jwt': 'a-secret-from-a-file\n' };
const read = (path: string): string => {
  const content = files[path];
  if (content === undefined) throw Object.assign(new Error('missing'), { code: 'ENOENT' });
  return content;
};

describe('secrets from files', () => {
  it('reads NAME_FILE into NAME, without its last newline', () => {
    const { env, problems } = withSecretFiles({ JWT_SECRET_FILE: '/run/secrets/jwt', PORT: '3000' }, read);
    expect(problems).toEqual([]);
    expect(env.JWT_SECRET).toBe('a-secret-from-a-file');
    expect(env.PORT).toBe('3000');
  });

  it('refuses both NAME and NAME_FILE, and a file it cannot read', () => {
    expect(withSecretFiles({ JWT_SECRET: 'x', JWT_SECRET_FILE: '/run/secrets/jwt' }, read).problems).toEqual([
      'JWT_SECRET: set either JWT_SECRET or JWT_SECRET_FILE, not both',
    ]);
    expect(withSecretFiles({ JWT_SECRET_FILE: '/nope' }, read).problems).toEqual([
      'JWT_SECRET_FILE: cannot read /nope (ENOENT)',
    ]);
  });

  it("reads only the app's own variables", () => {
    const schema = z.object({ JWT_SECRET: z.string().optional() });
    expect(loadConfig('gateway', schema, { OTHER_TOOL_FILE: '/nope/at/all' })).toEqual({});
  });

  it('stops the app with one line per problem', () => {
    expect(() => loadConfig('gateway', z.object({ X: z.string() }), { X_FILE: '/nope/at/all' })).toThrow(ConfigError);
  });
});
