import { Markdown } from '../../../components/markdown';
import { MarkdownSection } from '../../../components/markdown-section';
import { SchemaMarkdownField } from '../../../components/schema-markdown-field';
import type { DetailSection, FieldInput } from './field-table';
import { isBlankText, readText, textBinding } from './text-inputs';

// A module of its own: the editor brings the markdown renderer, which only kinds with markdown load.

/** Markdown, written in the editor with its preview (Write / Preview). */
export function markdownInput({ rows }: { rows?: number } = {}): FieldInput {
  return {
    kind: 'markdown',
    blank: '',
    read: readText,
    write: (value) => value,
    isEmpty: isBlankText,
    render: ({ form, field, record: _record, ...item }) => (
      <SchemaMarkdownField form={textBinding(form)} field={field} rows={rows} {...item} />
    ),
  };
}

/** Markdown as a titled section of the detail, or `empty`. */
export function markdownSection(empty: string): DetailSection {
  return { section: (props) => <MarkdownSection {...props} empty={empty} /> };
}

/** Markdown as the detail's body, named by the record (a document), or `empty`. */
export function markdownBody(empty: string): DetailSection {
  return {
    section: ({ name, text }) => (
      <article aria-label={name} className="document-body">
        {text?.trim() ? <Markdown>{text}</Markdown> : <p className="text-secondary">{empty}</p>}
      </article>
    ),
  };
}
