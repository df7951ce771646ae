/** A plain, antd-free placeholder while a route's code loads. */
export function BootLoader() {
  return (
    <div className="boot-loader" role="status" aria-live="polite">
      <span className="boot-loader__spinner" aria-hidden="true" />
      <span className="visually-hidden">Loading…</span>
    </div>
  );
}
