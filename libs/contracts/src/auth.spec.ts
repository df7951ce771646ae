import { changePasswordFormSchema, loginBodySchema } from './auth.js';

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
      changePasswordFormSchema.safeParse({ currentPassword: 'x', newPassword: '12345678', confirmPassword: '12345678' })
        .success,
    ).toBe(true);
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
