import { PILLARS } from '../content';
import { LandingSection } from './landing-section';
import { NumberedCards } from './numbered-cards';

export function PillarsSection() {
  return (
    <LandingSection
      id="pillars"
      kicker="The three pillars"
      title="Access. Audit. Ascend."
      intro="Everything in the War Room serves one move: from running engineering to running the company."
    >
      <NumberedCards items={PILLARS} className="lp-pillars" />
    </LandingSection>
  );
}
