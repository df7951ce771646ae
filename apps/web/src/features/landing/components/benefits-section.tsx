import { BENEFITS, PATH_STAGES } from '../content';
import { LandingSection } from './landing-section';

function TransformationPath() {
  return (
    <ol className="lp-path" aria-label="The transformation path">
      {PATH_STAGES.map((stage, index) => (
        <li key={stage.name} className="lp-path__stage">
          <span className="lp-path__name">{stage.name}</span>
          <span className="lp-path__focus">{stage.focus}</span>
          {index < PATH_STAGES.length - 1 ? (
            <span className="lp-path__arrow" aria-hidden="true">
              →
            </span>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

export function BenefitsSection() {
  return (
    <LandingSection id="benefits" kicker="Membership" title="What every member gets" alt>
      <ul className="lp-benefits">
        {BENEFITS.map((benefit) => (
          <li key={benefit.title} className="lp-card lp-benefit">
            <h3>{benefit.title}</h3>
            <p>{benefit.body}</p>
          </li>
        ))}
      </ul>
      <div className="lp-card lp-path-card">
        <h3>Careerist → Founder → Sovereign → Kingsman</h3>
        <p>Four stages, each with its own peers, playbooks and milestones. Know where you stand and what comes next.</p>
        <TransformationPath />
      </div>
    </LandingSection>
  );
}
