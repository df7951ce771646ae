import { useEffect } from 'react';

const SITE_TITLE = 'War Room: the private community for CTOs';

/** Sets the tab title; without a page title, the site's own. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · War Room` : SITE_TITLE;
  }, [title]);
}
