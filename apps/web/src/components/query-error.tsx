import { Alert, Button } from 'antd';

type QueryErrorProps = { title: string; error: Error; onRetry?: () => void };

/** The error state of a screen: what failed, the `status: body` message and a retry. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error.message}
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
