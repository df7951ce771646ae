import { NotFoundNotice } from '../../../components/not-found-notice';
import { QueryError } from '../../../components/query-error';
import { statusOf } from '../../../lib/http';
import { recordLabel } from '../record-kind';
import type { RecordFailureProps } from './record-detail-page';

/**
 * A failed load as the initiative and objective screens say it: a 404 result with a way back
 * named for the list ('Back to Initiatives'), or the error alone with Try again.
 */
export function RecordMissingResult({ kind, error, onRetry }: RecordFailureProps) {
  return statusOf(error) === 404 ? (
    <NotFoundNotice
      title={`${recordLabel(kind)} not found`}
      backTo={kind.listPath}
      backLabel={`Back to ${recordLabel({ one: kind.many })}`}
    />
  ) : (
    <QueryError title={`Could not load the ${kind.one}`} error={error} onRetry={onRetry} />
  );
}
