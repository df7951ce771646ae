import {
  createInitiativeBodySchema,
  type Initiative,
  INITIATIVE_STATUSES,
  type InitiativeStatus,
  InitiativeStatus as Status,
  Rag,
  RAGS,
} from '@warroom/contracts';
import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { SchemaDateField } from '../../../components/schema-date-field';
import { SchemaTextAreaField, SchemaTextField } from '../../../components/schema-fields';
import { SchemaSelectField } from '../../../components/schema-select-field';
import { RecordForm } from '../../../components/record-form';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { badgeText } from '../badges';
import '../initiatives.css';

type Field = 'title' | 'description' | 'status' | 'rag' | 'dueDate';
const FIELDS: readonly Field[] = ['title', 'description', 'status', 'rag', 'dueDate'];

type InitiativeValues = {
  title: string;
  description: string;
  status: InitiativeStatus;
  rag: Rag;
  /** 'YYYY-MM-DD' or empty. */
  dueDate: string;
};

/** The validated body: an empty description or due date means none. */
export type InitiativeFields = {
  title: string;
  description: string | null;
  status: InitiativeStatus;
  rag: Rag;
  dueDate: string | null;
};

const STATUS_OPTIONS = INITIATIVE_STATUSES.map((status) => ({ value: status, label: badgeText(status) }));
const RAG_OPTIONS = RAGS.map((rag) => ({ value: rag, label: rag }));

function valuesOf(initiative?: Initiative): InitiativeValues {
  return initiative
    ? {
        title: initiative.title,
        description: initiative.description ?? '',
        status: initiative.status,
        rag: initiative.rag,
        dueDate: initiative.dueDate ?? '',
      }
    : { title: '', description: '', status: Status.Backlog, rag: Rag.Green, dueDate: '' };
}

type InitiativeFormProps = {
  /** Distinguishes the field ids of the create and the edit form. */
  idPrefix: string;
  label: string;
  initial?: Initiative;
  submitLabel: string;
  pending: boolean;
  /** The failed save, if any: its message is shown above, its field errors on the fields. */
  error: Error | null;
  failedTitle: string;
  onSubmit: (fields: InitiativeFields) => void;
  cancel: ReactNode;
};

/** Title, description, status, RAG and due date, checked with the server's schema. */
export function InitiativeForm({ idPrefix, initial, error, onSubmit, ...frame }: InitiativeFormProps) {
  const form = useSchemaForm({
    fields: FIELDS,
    idPrefix,
    initialValues: () => valuesOf(initial),
    schema: createInitiativeBodySchema,
    toBody: (values) => ({
      ...values,
      description: values.description.trim() ? values.description : null,
      dueDate: values.dueDate || null,
    }),
    error,
    onSubmit: ({ title, description, status, rag, dueDate }) =>
      onSubmit({ title, description: description ?? null, status, rag, dueDate: dueDate ?? null }),
  });

  return (
    <RecordForm {...frame} error={error} onSubmit={form.submit} layout="page">
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <SchemaTextAreaField form={form} field="description" label="Description" />
      <Flex gap={12} wrap>
        <SchemaSelectField
          form={form}
          field="status"
          label="Status"
          required
          className="initiative-form__field"
          options={STATUS_OPTIONS}
        />
        <SchemaSelectField
          form={form}
          field="rag"
          label="RAG"
          required
          className="initiative-form__field"
          options={RAG_OPTIONS}
        />
        <SchemaDateField form={form} field="dueDate" label="Due Date" kind="date" className="initiative-form__field" />
      </Flex>
    </RecordForm>
  );
}
