import { errorExplanation } from '../../lib/error-text';
import { ErrorDetail } from '../../components/error-detail';
import { Callout } from './callout';

/**
 * Why a save failed above a form of the light shell: the server's message for a refusal (a 409
 * or 429), else what failed in words; the raw answer closed behind a disclosure.
 */
export function FormError({ title, error }: { title: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Callout tone="error" role="alert" title={title}>
      <p>{errorExplanation(error)}</p>
      <ErrorDetail error={error} />
    </Callout>
  );
}
