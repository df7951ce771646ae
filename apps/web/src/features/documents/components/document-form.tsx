import { type CreateDocumentBody, createDocumentBodySchema, type PortalDocument } from '@warroom/contracts';
import { Button, Form, Input } from 'antd';
import { type FormEvent, useEffect, useState } from 'react';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import '../../../styles/records.css';

type Field = 'title' | 'markdown';
const FIELDS: readonly Field[] = ['title', 'markdown'];
type Values = { title: string; markdown: string };

const inputId = (field: Field) => `document-${field}`;

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
  const [values, setValues] = useState<Values>({ title: initial?.title ?? '', markdown: initial?.markdown ?? '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  useEffect(() => {
    if (error) setErrors(serverFieldErrorsOf(error, FIELDS));
  }, [error]);

  const change = <K extends keyof Values>(field: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createDocumentBodySchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, FIELDS);
      setErrors(found);
      const first = FIELDS.find((field) => found[field]);
      if (first) document.getElementById(inputId(first))?.focus();
      return;
    }
    onSubmit(parsed.data);
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
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
