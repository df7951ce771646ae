import '@warroom/contracts/common-passwords';
import { changePasswordFormSchema, loginBodySchema } from './auth.js';
import { commonPasswordCount, newPasswordSchema } from './passwords.js';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((i) => i.message) ?? []);

describe('change-password form (SPEC.md section 5)', () => {
  it('says the passwords do not match first, even when the new one is also short', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'abc',
      confirmPassword: 'abd',
    });
    expect(messages(result)).toEqual(['New passwords do not match']);
  });

  it('then asks for at least 8 characters', () => {
    const result = changePasswordFormSchema.safeParse({
      currentPassword: 'x',
      newPassword: 'abc',
      confirmPassword: 'abc',
    });
    expect(messages(result)).toEqual(['Password must be at least 8 characters long']);
  });

  it('requires all three fields', () => {
    expect(
      changePasswordFormSchema.safeParse({ currentPassword: '', newPassword: '', confirmPassword: '' }).success,
    ).toBe(false);
  });

  it('accepts a matching password of 8 characters', () => {
    expect(
      changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: 'k7#vQ2pz', confirmPassword: 'k7#vQ2pz' })
        .success,
    ).toBe(true);
  });

  it('refuses a common password, case ignored, with the message the server gives', () => {
    for (const password of ['12345678', 'password', 'Password1', 'QWERTYUIOP']) {
      const result = changePasswordFormSchema.safeParse({
        currentPassword: 'x',
        newPassword: password,
        confirmPassword: password,
      });
      expect({ password, messages: messages(result) }).toEqual({ password, messages: ['This password is too common'] });
    }
  });
});

describe('login body', () => {
  it('requires an email-format value and a password', () => {
    expect(messages(loginBodySchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      'Valid email required',
      'Password is required',
    ]);
  });
});

describe('the common-password list (PRODUCT.md section 4)', () => {
  it('comes from the maintained package, with at least 10,000 passwords long enough to matter', () => {
    expect(commonPasswordCount()).toBeGreaterThan(10_000);
  });

  it('is one rule for every body that sets a password', () => {
    expect(messages(newPasswordSchema.safeParse('letmein123'))).toEqual(['This password is too common']);
    expect(messages(newPasswordSchema.safeParse('short'))).toEqual(['Password must be at least 8 characters long']);
    expect(newPasswordSchema.safeParse('correct horse battery staple').success).toBe(true);
  });
});
