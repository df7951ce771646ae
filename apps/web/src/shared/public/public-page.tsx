import type { ReactNode } from 'react';
import { PublicHeader } from './public-header';
import { SkipLink } from './skip-link';
import './shell.css';
import './public.css';

/**
 * A public page of the light shell (apply, status): the header with Member Login, the page's
 * one h1 and its intro, then the page. The page sets its tab's title.
 */
export function PublicPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="lp">
      <SkipLink />
      <PublicHeader />
      <main id="main" className="lp-page-main">
        <div className="lp-page-head">
          <h1 className="lp-page-title">{title}</h1>
          <p className="lp-page-intro">{intro}</p>
        </div>
        <div className="lp-stack">{children}</div>
      </main>
    </div>
  );
}
