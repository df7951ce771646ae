import { COURSES, type LibraryEntry, SOPS } from '../content';

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
    <section id="library" className="lp-section" aria-labelledby="library-title">
      <div className="lp-container">
        <p className="lp-kicker">The library</p>
        <h2 id="library-title" className="lp-section__title">
          Courses and SOPs, ready on day one
        </h2>
        <p className="lp-section__intro">
          Playbooks written by members who run them every week. Take them, adapt them, ship them.
        </p>
        <div className="lp-library">
          <LibraryList id="library-courses" title="Courses" entries={COURSES} />
          <LibraryList id="library-sops" title="Standard operating procedures" entries={SOPS} />
        </div>
      </div>
    </section>
  );
}
