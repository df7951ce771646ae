import './acceptance-section.css';
import { ACCEPTANCE_STEPS, FAQ } from '../content';
import { LandingSection } from './landing-section';
import { NumberedCards } from './numbered-cards';

/** How acceptance works, step by step, then the questions applicants ask before they apply. */
export function AcceptanceSection() {
  return (
    <LandingSection
      id="how-it-works"
      kicker="How acceptance works"
      title="From application to the room"
      intro="Every member is read, voted on and decided by people who carry the same weight you do."
    >
      <NumberedCards items={ACCEPTANCE_STEPS} className="lp-steps" />
      <h3 id="faq" className="lp-faq__title">
        Questions applicants ask
      </h3>
      <div className="lp-faq">
        {FAQ.map((item) => (
          <details key={item.question} className="lp-faq__item">
            <summary>{item.question}</summary>
            <p>{item.answer}</p>
          </details>
        ))}
      </div>
    </LandingSection>
  );
}
