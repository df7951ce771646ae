import { type CreateDocumentBody, createDocumentBodySchema, type PortalDocument } from '@warroom/contracts';
import { RecordForm, type RecordFormComponentProps } from '../../../components/record-form';
import { SchemaMarkdownField } from '../../../components/schema-markdown-field';
import { SchemaTextField } from '../../../components/schema-fields';
import { useRecordForm } from '../../records/hooks/use-record-form';

type Field = 'title' | 'markdown';
const FIELDS: readonly Field[] = ['title', 'markdown'];
type Values = { title: string; markdown: string };

type DocumentFormProps = RecordFormComponentProps<PortalDocument, CreateDocumentBody>;

/** Title and the markdown, with a live preview (raw HTML is never rendered). */
export function DocumentForm({ initial, ...props }: DocumentFormProps) {
  const { form, frame } = useRecordForm('document', props, {
    fields: FIELDS,
    initialValues: (): Values => ({ title: initial?.title ?? '', markdown: initial?.markdown ?? '' }),
    schema: createDocumentBodySchema,
  });

  return (
    <RecordForm {...frame}>
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <SchemaMarkdownField
        form={form}
        field="markdown"
        label="Content"
        extra="Markdown (GitHub flavoured); raw HTML is not rendered"
        rows={16}
      />
    </RecordForm>
  );
}
