/** The first stop of the keyboard on every public page: straight to its main content. */
export function SkipLink() {
  return (
    <a href="#main" className="lp-skip">
      Skip to content
    </a>
  );
}
