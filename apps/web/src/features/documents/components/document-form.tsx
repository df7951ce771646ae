import { type CreateDocumentBody, createDocumentBodySchema, type PortalDocument } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { useSchemaForm } from '../../../lib/use-schema-form';
import '../../../styles/records.css';

type Field = 'title' | 'markdown';
const FIELDS: readonly Field[] = ['title', 'markdown'];
type Values = { title: string; markdown: string };

type DocumentFormProps = {
  initial?: PortalDocument;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: CreateDocumentBody) => void;
  onCancel: () => void;
};

/** Title and the markdown, with a live preview (raw HTML is never rendered). */
export function DocumentForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: DocumentFormProps) {
  const { values, errors, change, submit, fieldProps, inputId } = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'document',
    initialValues: (): Values => ({ title: initial?.title ?? '', markdown: initial?.markdown ?? '' }),
    schema: createDocumentBodySchema,
    error,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="record-form">
      <Form layout="vertical" component={false}>
        <FormError title="The document was not saved" error={error} />
        <Form.Item label="Title" required {...fieldProps('title')}>
          <Input
            id={inputId('title')}
            value={values.title}
            maxLength={200}
            aria-invalid={Boolean(errors.title)}
            onChange={(event) => change('title', event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label="Content"
          extra="Markdown (GitHub flavoured); raw HTML is not rendered"
          {...fieldProps('markdown')}
        >
          <MarkdownEditor
            id={inputId('markdown')}
            label="Content"
            value={values.markdown}
            rows={16}
            invalid={Boolean(errors.markdown)}
            onChange={(value) => change('markdown', value)}
          />
        </Form.Item>
        <div className="record-form__actions">
          <Button type="primary" htmlType="submit" loading={pending}>
            {submitLabel}
          </Button>
          <Button onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
        </div>
      </Form>
    </form>
  );
}
