import type { ReactNode } from 'react';

type LandingSectionProps = {
  /** The section's anchor ('#pillars'); its title's id is `{id}-title`. */
  id: string;
  kicker: string;
  title: string;
  intro?: string;
  /** On the alternate background. */
  alt?: boolean;
  children: ReactNode;
};

/** A section of the landing page: its kicker, title and intro, then its content. */
export function LandingSection({ id, kicker, title, intro, alt = false, children }: LandingSectionProps) {
  return (
    <section id={id} className={alt ? 'lp-section lp-section--alt' : 'lp-section'} aria-labelledby={`${id}-title`}>
      <div className="lp-container">
        <p className="lp-kicker">{kicker}</p>
        <h2 id={`${id}-title`} className="lp-section__title">
          {title}
        </h2>
        {intro ? <p className="lp-section__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
