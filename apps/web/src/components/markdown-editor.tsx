import { Input, Tabs } from 'antd';
import { Markdown } from './markdown';

type MarkdownEditorProps = {
  /** The textarea's id, for the field label's htmlFor; also names the tabs. */
  id: string;
  /** What is being written, e.g. 'Context': names the editor for assistive technology. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  rows?: number;
  placeholder?: string;
};

/** A markdown textarea with a Write / Preview switch; the preview renders as the detail page will. */
export function MarkdownEditor({ id, label, value, onChange, invalid, rows = 8, placeholder }: MarkdownEditorProps) {
  return (
    <div role="group" aria-label={`${label} editor`} className="markdown-editor">
      <Tabs
        id={`${id}-tabs`}
        size="small"
        items={[
          {
            key: 'write',
            label: 'Write',
            children: (
              <Input.TextArea
                id={id}
                value={value}
                rows={rows}
                placeholder={placeholder}
                aria-invalid={invalid || undefined}
                status={invalid ? 'error' : undefined}
                onChange={(event) => onChange(event.target.value)}
              />
            ),
          },
          {
            key: 'preview',
            label: 'Preview',
            children: (
              <div className="markdown-editor__preview" role="region" aria-label={`${label} preview`}>
                {value.trim() ? (
                  <Markdown>{value}</Markdown>
                ) : (
                  <p className="text-secondary markdown-editor__empty">Nothing to preview</p>
                )}
              </div>
            ),
          },
        ]}
      />
    </div>
  );
}
