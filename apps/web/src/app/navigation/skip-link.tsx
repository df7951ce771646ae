import type { MouseEvent } from 'react';
import './skip-link.css';

/** The id of the portal's one <main>, where the skip link lands. */
export const MAIN_ID = 'main';

/**
 * The first stop of the keyboard on every portal page: past the sidebar and the top bar,
 * straight to the page. Focus moves without a change of URL, so the router sees nothing.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
  };
  return (
    <a href={`#${MAIN_ID}`} className="skip-link" onClick={skip}>
      Skip to content
    </a>
  );
}
