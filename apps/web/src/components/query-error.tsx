import { Alert, Button } from 'antd';
import { errorExplanation } from '../lib/error-text';
import { ErrorDetail } from './error-detail';

type QueryErrorProps = { title: string; error: Error; onRetry?: () => void };

/**
 * The one error state of the portal: what failed (the title) and why in words, a Try again that
 * asks again, and the raw `status: body` behind a disclosure (SPEC.md section 8's message).
 */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
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
      action={
        onRetry ? (
          <Button size="small" onClick={onRetry}>
            Try again
          </Button>
        ) : undefined
      }
    />
  );
}
