import { SkipLink } from '../shared/public/skip-link';
import { AcceptanceSection } from '../features/landing/components/acceptance-section';
import { BenefitsSection } from '../features/landing/components/benefits-section';
import { ClosingCta } from '../features/landing/components/closing-cta';
import { HeroSection } from '../features/landing/components/hero-section';
import { LandingFooter } from '../features/landing/components/landing-footer';
import { LandingHeader } from '../features/landing/components/landing-header';
import { LibrarySection } from '../features/landing/components/library-section';
import { PillarsSection } from '../features/landing/components/pillars-section';
import { useDocumentTitle } from '../lib/use-document-title';
import '../shared/public/shell.css';
import '../features/landing/landing-hero.css';
import '../features/landing/landing-sections.css';

/** Plain React and the light shell's stylesheets: the landing page loads no antd and no portal code. */
export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="lp">
      <SkipLink />
      <LandingHeader />
      <main id="main">
        <HeroSection />
        <PillarsSection />
        <BenefitsSection />
        <LibrarySection />
        <AcceptanceSection />
        <ClosingCta />
      </main>
      <LandingFooter />
    </div>
  );
}
