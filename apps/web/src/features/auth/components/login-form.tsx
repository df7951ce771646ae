import { type LoginBody, loginBodySchema } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useState } from 'react';
import { type FieldErrors, fieldErrorsOf, hasErrors } from '../../../lib/field-errors';
import { useLogin } from '../hooks/use-login';

type Field = keyof LoginBody;

export function LoginForm() {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const login = useLogin();

  const change = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = loginBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues);
      setErrors(found);
      if (hasErrors(found)) document.getElementById(found.email ? 'login-email' : 'login-password')?.focus();
      return;
    }
    login.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Sign in">
      <Form layout="vertical" component={false}>
        <Form.Item
          label="Email"
          htmlFor="login-email"
          required
          validateStatus={errors.email ? 'error' : undefined}
          help={errors.email}
        >
          <Input
            id="login-email"
            type="email"
            autoComplete="username"
            value={values.email}
            onChange={(event) => change('email', event.target.value)}
            aria-invalid={Boolean(errors.email)}
          />
        </Form.Item>
        <Form.Item
          label="Password"
          htmlFor="login-password"
          required
          validateStatus={errors.password ? 'error' : undefined}
          help={errors.password}
        >
          <Input.Password
            id="login-password"
            autoComplete="current-password"
            value={values.password}
            onChange={(event) => change('password', event.target.value)}
            aria-invalid={Boolean(errors.password)}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" block disabled={login.isPending}>
          {login.isPending ? 'Signing in...' : 'Sign in'}
        </Button>
      </Form>
    </form>
  );
}
