import { Alert } from 'antd';
import { errorExplanation } from '../lib/error-text';
import { ErrorDetail } from './error-detail';

/** Why a save failed above a form: the server's message for a refusal (409, 403), else words; the raw detail closed. */
export function FormError({ title, error }: { title: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={
        <>
          <p className="error-detail__explanation">{errorExplanation(error)}</p>
          <ErrorDetail error={error} />
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
}
