import { Callout } from '../../../shared/public/callout';
import { CopyableValue } from '../../../shared/public/copy-button';
import { useLoginHint } from '../hooks/use-login-hint';

/** The default admin pair, shown only while the server still offers it. */
export function LoginHint() {
  const { data: hint } = useLoginHint();
  if (!hint) return null;
  return (
    <Callout tone="info" title="Default admin credentials">
      <p>
        Email: <CopyableValue id="login-hint-email" value={hint.email} />
      </p>
      <p>
        Password: <CopyableValue id="login-hint-password" value={hint.password} />
      </p>
    </Callout>
  );
}
