import { Flex } from 'antd';
import { statusOf } from '../lib/http';
import { LinkButton } from './link-button';
import { PageHeader } from './page-header';
import { QueryError } from './query-error';

type RecordLoadErrorProps = { what: string; error: Error; back: string; onRetry: () => void };

/** A detail page whose record failed to load: 'not found' for a 404, else the error and a retry. */
export function RecordLoadError({ what, error, back, onRetry }: RecordLoadErrorProps) {
  const missing = statusOf(error) === 404;
  const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} not found`;
  return (
    <Flex vertical gap={24} align="flex-start">
      <PageHeader title={missing ? title : `Could not load the ${what}`} />
      {missing ? (
        <p>This {what} does not exist or has been deleted.</p>
      ) : (
        <QueryError title={`Could not load the ${what}`} error={error} onRetry={onRetry} />
      )}
      <LinkButton to={back}>Back to the list</LinkButton>
    </Flex>
  );
}
