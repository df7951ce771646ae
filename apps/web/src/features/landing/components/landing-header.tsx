import { PublicHeader } from '../../../shared/public/public-header';

export function LandingHeader() {
  return (
    <PublicHeader>
      <nav aria-label="Sections" className="lp-header__nav">
        <a href="#pillars">Pillars</a>
        <a href="#benefits">Membership</a>
        <a href="#library">Library</a>
        <a href="#how-it-works">How it works</a>
      </nav>
    </PublicHeader>
  );
}
