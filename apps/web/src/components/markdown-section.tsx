import { Markdown } from './markdown';
import { TextSection, type TextSectionProps } from './text-section';

/** A titled part of a detail written in markdown (a decision's Context, a meeting's Agenda). */
export function MarkdownSection({ text, ...section }: TextSectionProps) {
  return (
    <TextSection {...section} text={text}>
      {text?.trim() ? <Markdown>{text}</Markdown> : null}
    </TextSection>
  );
}
