import { PILLARS } from '../content';

export function PillarsSection() {
  return (
    <section id="pillars" className="lp-section" aria-labelledby="pillars-title">
      <div className="lp-container">
        <p className="lp-kicker">The three pillars</p>
        <h2 id="pillars-title" className="lp-section__title">
          Access. Audit. Ascend.
        </h2>
        <p className="lp-section__intro">
          Everything in the War Room serves one move: from running engineering to running the company.
        </p>
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
      </div>
    </section>
  );
}
