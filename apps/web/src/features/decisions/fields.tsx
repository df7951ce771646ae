import {
  createDecisionBodySchema,
  type Decision,
  DECISION_STATUSES,
  DecisionStatus,
  type DecisionSummary,
} from '@warroom/contracts';
import { Form } from 'antd';
import { type FieldInput, fieldTable } from '../../shared/records/fields/field-table';
import { markdownInput, markdownSection } from '../../shared/records/fields/markdown-input';
import { selectInput } from '../../shared/records/fields/select-input';
import { createdStamp, lastUpdatedStamp, updatedStamp } from '../../shared/records/fields/shown';
import { DecisionStatusTag } from './components/decision-status-tag';
import { SupersededBySelect } from './components/superseded-by-select';
import { statusText } from './status';
import { titleField } from '../../shared/records/fields/title-field';

const STATUS_OPTIONS = DECISION_STATUSES.map((status) => ({ value: status, label: statusText(status) }));

/**
 * 'Superseded by': a decision found by its title on the server, never this one. Choosing one
 * makes this one SUPERSEDED (the server does the same).
 */
const supersededByInput: FieldInput<Decision> = {
  kind: 'custom',
  blank: null,
  read: (stored) => (typeof stored === 'string' ? stored : null),
  write: (value) => value,
  isEmpty: (value) => !value,
  render: ({ form, field, label, extra, record }) => (
    <Form.Item label={label} extra={extra} {...form.fieldProps(field)}>
      <SupersededBySelect
        id={form.inputId(field)}
        decisionId={record?.id}
        initial={
          record?.supersededBy
            ? { value: record.supersededBy, label: record.supersededByTitle ?? 'A newer decision' }
            : null
        }
        onChange={(id) => {
          form.change(field, id);
          if (id) form.change('status', DecisionStatus.Superseded);
        }}
      />
    </Form.Item>
  ),
};

/**
 * A decision's fields (an architectural decision record): the list shows the title with the
 * context's words, the status (SUPERSEDED whenever superseded) and when; the detail its facts
 * and the three sections, each with the export's words when empty (SPEC.md section 9).
 */
export const decisionFields = fieldTable<Decision, DecisionSummary>()({
  schema: createDecisionBodySchema,
  fields: [
    titleField('context'),
    {
      name: 'status',
      label: 'Status',
      input: selectInput(STATUS_OPTIONS, { maxWidth: 240 }),
      initial: DecisionStatus.Proposed,
      show: (decision) => <DecisionStatusTag decision={decision} />,
      list: true,
      detail: 'fact',
    },
    {
      name: 'context',
      label: 'Context',
      input: markdownInput(),
      hint: 'Markdown: what forces are at play?',
      detail: markdownSection('No context provided'),
    },
    {
      name: 'decision',
      label: 'Decision',
      input: markdownInput(),
      hint: 'Markdown: what was decided?',
      detail: markdownSection('No decision recorded'),
    },
    {
      name: 'consequences',
      label: 'Consequences',
      input: markdownInput(),
      hint: 'Markdown: what becomes easier or harder?',
      detail: markdownSection('No consequences documented'),
    },
    {
      name: 'supersededBy',
      label: 'Superseded by',
      input: supersededByInput,
      optional: true,
      hint: 'A decision that replaces this one; this one then counts as superseded.',
    },
    createdStamp({ list: true, detail: 'fact' }),
    updatedStamp({ list: true }),
    lastUpdatedStamp(),
  ],
});
