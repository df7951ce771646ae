import { PILLARS } from '../content';
import { LandingSection } from './landing-section';

export function PillarsSection() {
  return (
    <LandingSection
      id="pillars"
      kicker="The three pillars"
      title="Access. Audit. Ascend."
      intro="Everything in the War Room serves one move: from running engineering to running the company."
    >
      <ol className="lp-pillars">
        {PILLARS.map((pillar, index) => (
          <li key={pillar.name} className="lp-card lp-pillar">
            <span className="lp-pillar__number" aria-hidden="true">
              0{index + 1}
            </span>
            <h3 className="lp-pillar__name">{pillar.name}</h3>
            <p className="lp-pillar__headline">{pillar.headline}</p>
            <p>{pillar.body}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
