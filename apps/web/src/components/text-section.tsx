import type { ReactNode } from 'react';
import './text-section.css';

export type TextSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  /** h2, or h3 inside a card that has a heading of its own. */
  level?: 2 | 3;
  text: string | null | undefined;
  /** What shows when the text is empty, e.g. 'No agenda yet'. */
  empty: string;
  /** The text as drawn (markdown); its lines as written unless given. */
  children?: ReactNode;
};

/** A titled part of a detail: its text, or what says it has none ('No description'). */
export function TextSection({ id, title, level = 2, text, empty, children }: TextSectionProps) {
  const Heading = level === 3 ? 'h3' : 'h2';
  const body = children ?? <p className="preserve-lines">{text}</p>;
  return (
    <section className="record-section" aria-labelledby={id}>
      <Heading id={id} className={`record-section__title record-section__title--h${level}`}>
        {title}
      </Heading>
      {text?.trim() ? body : <p className="text-secondary">{empty}</p>}
    </section>
  );
}
