import type { CSSProperties } from 'react';
import { Markdown } from './markdown';
import './markdown-section.css';

type MarkdownSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  text: string | null | undefined;
  /** What shows when the text is empty, e.g. 'No agenda yet'. */
  empty: string;
  style?: CSSProperties;
};

/** A titled part of a detail written in markdown (a decision's Context, a meeting's Agenda). */
export function MarkdownSection({ id, title, text, empty, style }: MarkdownSectionProps) {
  return (
    <section className="record-section" aria-labelledby={id} style={style}>
      <h2 id={id} className="record-section__title">
        {title}
      </h2>
      {text?.trim() ? <Markdown>{text}</Markdown> : <p className="text-secondary">{empty}</p>}
    </section>
  );
}
