import { Callout } from '../../../shared/public/callout';
import { statusOf } from '../../../lib/http';

/** A lookup is a GET with only the id: a 400 says the id cannot be one, so it names no application either. */
const NOT_FOUND_STATUSES = new Set([400, 404]);

export function StatusLookupError({ error }: { error: unknown }) {
  const status = statusOf(error);
  const title =
    status !== undefined && NOT_FOUND_STATUSES.has(status)
      ? 'Application not found'
      : 'Failed to fetch application status';
  return (
    <Callout tone="error" role="alert" title={title}>
      <p>Please check your application ID and try again</p>
    </Callout>
  );
}
