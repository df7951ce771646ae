import {
  createInitiativeBodySchema,
  type Initiative,
  INITIATIVE_STATUSES,
  type InitiativeStatus,
  InitiativeStatus as Status,
  Rag,
  RAGS,
} from '@warroom/contracts';
import { Alert, Button, Flex, Form, Input, Select } from 'antd';
import { type FormEvent, type ReactNode, useState } from 'react';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { serverMessageOf } from '../../../lib/http';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import { badgeText } from '../badges';

type Field = 'title' | 'description' | 'status' | 'rag' | 'dueDate';
const FIELDS: readonly Field[] = ['title', 'description', 'status', 'rag', 'dueDate'];

export type InitiativeValues = {
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

export function valuesOf(initiative?: Initiative): InitiativeValues {
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
  initial: InitiativeValues;
  submitText: string;
  pending: boolean;
  /** The failed save, if any: its message is shown above, its field errors on the fields. */
  error: Error | null;
  errorTitle: string;
  onSubmit: (fields: InitiativeFields, onServerError: (error: Error) => void) => void;
  cancel: ReactNode;
};

/** Title, description, status, RAG and due date, checked with the server's schema. */
export function InitiativeForm(props: InitiativeFormProps) {
  const { idPrefix, label, initial, submitText, pending, error, errorTitle, onSubmit, cancel } = props;
  const [values, setValues] = useState<InitiativeValues>(initial);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const inputId = (field: Field) => `${idPrefix}-${field}`;

  const change = <K extends Field>(field: K, value: InitiativeValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const showErrors = (found: FieldErrors<Field>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createInitiativeBodySchema.safeParse({
      ...values,
      description: values.description.trim() ? values.description : null,
      dueDate: values.dueDate || null,
    });
    if (!parsed.success) {
      showErrors(fieldErrorsOf<Field>(parsed.error.issues, FIELDS));
      return;
    }
    const { title, description, status, rag, dueDate } = parsed.data;
    onSubmit({ title, description: description ?? null, status, rag, dueDate: dueDate ?? null }, (failure) =>
      showErrors(serverFieldErrorsOf(failure, FIELDS)),
    );
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <form noValidate onSubmit={submit} aria-label={label}>
      <Form layout="vertical" component={false}>
        {error ? (
          <Alert
            type="error"
            showIcon
            title={errorTitle}
            description={serverMessageOf(error) ?? error.message}
            style={{ marginBottom: 16 }}
          />
        ) : null}
        <Form.Item label="Title" required {...fieldProps('title')}>
          <Input
            id={inputId('title')}
            value={values.title}
            maxLength={200}
            aria-invalid={Boolean(errors.title)}
            onChange={(event) => change('title', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description" {...fieldProps('description')}>
          <Input.TextArea
            id={inputId('description')}
            value={values.description}
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(event) => change('description', event.target.value)}
          />
        </Form.Item>
        <Flex gap={12} wrap>
          <Form.Item label="Status" required className="initiative-form__field" {...fieldProps('status')}>
            <Select
              id={inputId('status')}
              value={values.status}
              options={STATUS_OPTIONS}
              onChange={(status: InitiativeStatus) => change('status', status)}
            />
          </Form.Item>
          <Form.Item label="RAG" required className="initiative-form__field" {...fieldProps('rag')}>
            <Select
              id={inputId('rag')}
              value={values.rag}
              options={RAG_OPTIONS}
              onChange={(rag: Rag) => change('rag', rag)}
            />
          </Form.Item>
          <Form.Item label="Due Date" className="initiative-form__field" {...fieldProps('dueDate')}>
            <Input
              id={inputId('dueDate')}
              type="date"
              value={values.dueDate}
              aria-invalid={Boolean(errors.dueDate)}
              onChange={(event) => change('dueDate', event.target.value)}
            />
          </Form.Item>
        </Flex>
        <Flex gap={8} className="form-actions">
          <Button type="primary" htmlType="submit" loading={pending}>
            {submitText}
          </Button>
          {cancel}
        </Flex>
      </Form>
    </form>
  );
}
