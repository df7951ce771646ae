import {
  type CreateDecisionBody,
  createDecisionBodySchema,
  type Decision,
  DECISION_STATUSES,
  type DecisionStatus,
  DecisionStatus as Status,
} from '@warroom/contracts';
import { Button, Form, Input, Select } from 'antd';
import { FormError } from '../../../components/form-error';
import { MarkdownEditor } from '../../../components/markdown-editor';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { statusText } from '../status';
import '../../../styles/records.css';

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

type DecisionFormProps = {
  /** The decision being edited; a new one without. */
  initial?: Decision;
  /** Every decision, for the 'Superseded by' choice (this one is left out). */
  decisions: Decision[];
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: CreateDecisionBody) => void;
  onCancel: () => void;
};

/** Title, status, the three markdown sections and the decision that supersedes this one. */
export function DecisionForm({
  initial,
  decisions,
  submitLabel,
  pending,
  error,
  onSubmit,
  onCancel,
}: DecisionFormProps) {
  const { values, errors, change, submit, fieldProps, inputId } = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'decision',
    initialValues: () => valuesOf(initial),
    schema: createDecisionBodySchema,
    error,
    onSubmit,
  });

  const others = decisions
    .filter((decision) => decision.id !== initial?.id)
    .map((decision) => ({ value: decision.id, label: decision.title }));

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="record-form">
      <Form layout="vertical" component={false}>
        <FormError title="The decision was not saved" error={error} />
        <Form.Item label="Title" required {...fieldProps('title')}>
          <Input
            id={inputId('title')}
            value={values.title}
            maxLength={200}
            aria-invalid={Boolean(errors.title)}
            onChange={(event) => change('title', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Status" {...fieldProps('status')}>
          <Select
            id={inputId('status')}
            value={values.status}
            options={STATUS_OPTIONS}
            onChange={(status: DecisionStatus) => change('status', status)}
            style={{ maxWidth: 240 }}
          />
        </Form.Item>
        <Form.Item label="Context" extra="Markdown: what forces are at play?" {...fieldProps('context')}>
          <MarkdownEditor
            id={inputId('context')}
            label="Context"
            value={values.context}
            invalid={Boolean(errors.context)}
            onChange={(value) => change('context', value)}
          />
        </Form.Item>
        <Form.Item label="Decision" extra="Markdown: what was decided?" {...fieldProps('decision')}>
          <MarkdownEditor
            id={inputId('decision')}
            label="Decision"
            value={values.decision}
            invalid={Boolean(errors.decision)}
            onChange={(value) => change('decision', value)}
          />
        </Form.Item>
        <Form.Item
          label="Consequences"
          extra="Markdown: what becomes easier or harder?"
          {...fieldProps('consequences')}
        >
          <MarkdownEditor
            id={inputId('consequences')}
            label="Consequences"
            value={values.consequences}
            invalid={Boolean(errors.consequences)}
            onChange={(value) => change('consequences', value)}
          />
        </Form.Item>
        <Form.Item
          label="Superseded by"
          extra="A decision that replaces this one; this one then counts as superseded."
          {...fieldProps('supersededBy')}
        >
          <Select
            id={inputId('supersededBy')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="None"
            value={values.supersededBy ?? undefined}
            options={others}
            notFoundContent="No other decisions"
            onChange={(id: string | undefined) => {
              change('supersededBy', id ?? null);
              if (id) change('status', Status.Superseded);
            }}
            style={{ maxWidth: 480 }}
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
