import { type FormEvent, useEffect, useState } from 'react';
import { FieldFrame } from '../../../shared/public/field';

type StatusLookupFormProps = {
  /** The id in the URL. */
  initialId: string;
  loading: boolean;
  onLookup: (id: string) => void;
};

export function StatusLookupForm({ initialId, loading, onLookup }: StatusLookupFormProps) {
  const [value, setValue] = useState(initialId);

  // Back and forward change the id in the URL: show it in the box.
  useEffect(() => setValue(initialId), [initialId]);
  const id = value.trim();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (id) onLookup(id);
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Look up an application" className="lp-panel">
      <FieldFrame id="status-application-id" label="Application ID">
        {() => (
          <div className="lp-lookup">
            <input
              id="status-application-id"
              className="lp-input"
              value={value}
              onChange={(event) => setValue(event.target.value)}
              placeholder="Paste the ID you received after applying"
              autoComplete="off"
              spellCheck={false}
            />
            <button type="submit" className="lp-button lp-button--primary" disabled={!id || loading}>
              Check Status
            </button>
          </div>
        )}
      </FieldFrame>
    </form>
  );
}
