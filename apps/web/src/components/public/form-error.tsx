import { serverMessageOf } from '../../lib/http';
import { Callout } from './callout';

/** Why a save failed (the server's message, e.g. a 409 or 429), above a form of the light shell. */
export function FormError({ title, error }: { title: string; error: Error | null }) {
  if (!error) return null;
  return (
    <Callout tone="error" role="alert" title={title}>
      <p>{serverMessageOf(error) ?? error.message}</p>
    </Callout>
  );
}
