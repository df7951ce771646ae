import { identityEnvSchema } from '@warroom/config';
import { loginHintAllowed } from './login-hint-rule.js';

describe('the login hint rule (PRODUCT.md section 1)', () => {
  it('shows the built-in default outside production', () => {
    expect(loginHintAllowed(identityEnvSchema.parse({}))).toBe(true);
    expect(loginHintAllowed(identityEnvSchema.parse({ NODE_ENV: 'test' }))).toBe(true);
  });

  it('never publishes a password the operator set, even the default one typed out', () => {
    expect(loginHintAllowed(identityEnvSchema.parse({ ADMIN_PASSWORD: 'operator-chose-this' }))).toBe(false);
    expect(loginHintAllowed(identityEnvSchema.parse({ ADMIN_PASSWORD: 'warroom-admin' }))).toBe(false);
  });

  it('never in production', () => {
    expect(loginHintAllowed(identityEnvSchema.parse({ NODE_ENV: 'production' }))).toBe(false);
  });
});
