import { COURSES, type LibraryEntry, SOPS } from '../content';
import { LandingSection } from './landing-section';

function LibraryList({ id, title, entries }: { id: string; title: string; entries: readonly LibraryEntry[] }) {
  return (
    <div className="lp-card lp-library__column">
      <h3 id={id}>{title}</h3>
      <ul aria-labelledby={id} className="lp-library__list">
        {entries.map((entry) => (
          <li key={entry.title}>
            <div className="lp-library__row">
              <span className="lp-library__title">{entry.title}</span>
              <span className="lp-tag">{entry.format}</span>
            </div>
            <p>{entry.summary}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function LibrarySection() {
  return (
    <LandingSection
      id="library"
      kicker="The library"
      title="Courses and SOPs, ready on day one"
      intro="Playbooks written by members who run them every week. Take them, adapt them, ship them."
    >
      <div className="lp-library">
        <LibraryList id="library-courses" title="Courses" entries={COURSES} />
        <LibraryList id="library-sops" title="Standard operating procedures" entries={SOPS} />
      </div>
    </LandingSection>
  );
}
