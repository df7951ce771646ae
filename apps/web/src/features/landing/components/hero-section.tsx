import { CADENCES, MEMBER_COUNT, PRICE_PER_MONTH } from '../content';
import { LandingActions } from './landing-actions';

export function HeroSection() {
  return (
    <section className="lp-hero" aria-labelledby="hero-title">
      <div className="lp-container lp-hero__inner">
        <div className="lp-hero__copy">
          <p className="lp-eyebrow">Private community · {MEMBER_COUNT} CTOs</p>
          <h1 id="hero-title" className="lp-hero__title">
            Where CTOs become <span className="lp-accent">CEOs</span>.
          </h1>
          <p className="lp-hero__lead">
            War Room is a private group of {MEMBER_COUNT} CTOs who are done being the best engineer in the room and
            ready to lead the company. Live sessions, a vetted peer network and a complete operating library, in one
            room.
          </p>
          <LandingActions />
          <p className="lp-hero__price">
            <strong>{PRICE_PER_MONTH} per month</strong> · Cancel anytime · Every application reviewed by resident CTOs
          </p>
          <dl className="lp-stats">
            <div>
              <dt>CTOs in the room</dt>
              <dd>{MEMBER_COUNT}</dd>
            </div>
            <div>
              <dt>Per month</dt>
              <dd>{PRICE_PER_MONTH}</dd>
            </div>
            <div>
              <dt>Lock-in</dt>
              <dd>None</dd>
            </div>
          </dl>
        </div>
        <aside className="lp-hero__aside" aria-labelledby="cadence-title">
          <h2 id="cadence-title" className="lp-hero__aside-title">
            Inside the room
          </h2>
          <ul className="lp-cadences">
            {CADENCES.map((cadence) => (
              <li key={cadence.name}>
                <span className="lp-cadences__rhythm">{cadence.rhythm}</span>
                <span className="lp-cadences__name">{cadence.name}</span>
                <span className="lp-cadences__detail">{cadence.detail}</span>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </section>
  );
}
