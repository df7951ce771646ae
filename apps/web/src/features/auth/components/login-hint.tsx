import { Alert, Typography } from 'antd';
import { useLoginHint } from '../hooks/use-login-hint';

/** The default admin pair, shown only while the server still offers it. */
export function LoginHint() {
  const { data: hint } = useLoginHint();
  if (!hint) return null;
  return (
    <Alert
      type="info"
      showIcon
      title="Default admin credentials"
      description={
        <span>
          Email:{' '}
          <Typography.Text code copyable>
            {hint.email}
          </Typography.Text>
          <br />
          Password:{' '}
          <Typography.Text code copyable>
            {hint.password}
          </Typography.Text>
        </span>
      }
    />
  );
}
