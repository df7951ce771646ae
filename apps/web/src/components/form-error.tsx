import { Alert } from 'antd';
import { serverMessageOf } from '../lib/http';

/** Why a save failed (the server's message, e.g. a 409 or 403), above a form. */
export function FormError({ title, error }: { title: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={serverMessageOf(error) ?? error.message}
      style={{ marginBottom: 16 }}
    />
  );
}
