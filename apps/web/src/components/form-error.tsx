import { QueryError } from './query-error';

/** Why a save failed above a form: the server's message for a refusal (409, 403), else words; the raw detail closed. */
export function FormError({ title, error }: { title: string; error: Error | null }) {
  if (!error) return null;
  return (
    <div style={{ marginBottom: 16 }}>
      <QueryError title={title} error={error} />
    </div>
  );
}
