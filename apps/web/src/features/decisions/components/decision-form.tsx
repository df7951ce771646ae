import {
  type CreateDecisionBody,
  createDecisionBodySchema,
  type Decision,
  DECISION_STATUSES,
  type DecisionStatus,
  DecisionStatus as Status,
} from '@warroom/contracts';
import { Form } from 'antd';
import { RecordForm, type RecordFormComponentProps } from '../../../components/record-form';
import { SchemaMarkdownField } from '../../../components/schema-markdown-field';
import { SchemaTextField } from '../../../components/schema-fields';
import { SchemaSelectField } from '../../../components/schema-select-field';
import { useRecordForm } from '../../records/hooks/use-record-form';
import { statusText } from '../status';
import { SupersededBySelect } from './superseded-by-select';

type Field = 'title' | 'status' | 'context' | 'decision' | 'consequences' | 'supersededBy';
const FIELDS: readonly Field[] = ['title', 'status', 'context', 'decision', 'consequences', 'supersededBy'];

type Values = {
  title: string;
  status: DecisionStatus;
  context: string;
  decision: string;
  consequences: string;
  supersededBy: string | null;
};

const STATUS_OPTIONS = DECISION_STATUSES.map((status) => ({ value: status, label: statusText(status) }));

function valuesOf(decision: Decision | undefined): Values {
  return {
    title: decision?.title ?? '',
    status: decision?.status ?? Status.Proposed,
    context: decision?.context ?? '',
    decision: decision?.decision ?? '',
    consequences: decision?.consequences ?? '',
    supersededBy: decision?.supersededBy ?? null,
  };
}

type DecisionFormProps = RecordFormComponentProps<Decision, CreateDecisionBody>;

/** Title, status, the three markdown sections and the decision that supersedes this one. */
export function DecisionForm({ initial, ...props }: DecisionFormProps) {
  const { form, frame } = useRecordForm('decision', props, {
    fields: FIELDS,
    initialValues: () => valuesOf(initial),
    schema: createDecisionBodySchema,
  });

  return (
    <RecordForm {...frame}>
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <SchemaSelectField form={form} field="status" label="Status" options={STATUS_OPTIONS} maxWidth={240} />
      <SchemaMarkdownField form={form} field="context" label="Context" extra="Markdown: what forces are at play?" />
      <SchemaMarkdownField form={form} field="decision" label="Decision" extra="Markdown: what was decided?" />
      <SchemaMarkdownField
        form={form}
        field="consequences"
        label="Consequences"
        extra="Markdown: what becomes easier or harder?"
      />
      <Form.Item
        label="Superseded by"
        extra="A decision that replaces this one; this one then counts as superseded."
        {...form.fieldProps('supersededBy')}
      >
        <SupersededBySelect
          id={form.inputId('supersededBy')}
          decisionId={initial?.id}
          initial={
            initial?.supersededBy
              ? { value: initial.supersededBy, label: initial.supersededByTitle ?? 'A newer decision' }
              : null
          }
          onChange={(id) => {
            form.change('supersededBy', id);
            if (id) form.change('status', Status.Superseded);
          }}
        />
      </Form.Item>
    </RecordForm>
  );
}
