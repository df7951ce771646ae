import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { createObjectiveBodySchema, KEY_RESULTS_PER_OBJECTIVE_MAX } from '@warroom/contracts';
import { Alert, Button, Card, Flex, Form, Input, InputNumber } from 'antd';
import { type FormEvent, useState } from 'react';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { serverMessageOf } from '../../../lib/http';
import { fieldStatus, type PathErrors, pathErrorsOf, serverPathErrorsOf } from '../../../lib/path-errors';
import { useCreateObjective } from '../hooks/use-create-objective';

type KeyResultRow = { key: number; title: string; current: number | null; target: number | null; unit: string };
type Values = { title: string; description: string; keyResults: KeyResultRow[] };

const inputId = (path: string) => `objective-${path.replaceAll('.', '-')}`;

let nextRowKey = 0;
const emptyRow = (): KeyResultRow => ({ key: nextRowKey++, title: '', current: 0, target: null, unit: '' });

/** The body the shared schema checks: empty optional fields left out. */
function bodyOf(values: Values) {
  return {
    title: values.title,
    description: values.description.trim() ? values.description : undefined,
    keyResults: values.keyResults.map(({ title, current, target, unit }) => ({
      title,
      current: current ?? undefined,
      target,
      unit,
    })),
  };
}

/** /okr/new: title, description and an editable list of key results (POST /api/okr/objectives). */
export function ObjectiveCreateForm() {
  const [values, setValues] = useState<Values>({ title: '', description: '', keyResults: [] });
  const [errors, setErrors] = useState<PathErrors>({});
  const create = useCreateObjective();

  const clearError = (path: string) => setErrors((current) => ({ ...current, [path]: undefined }));

  const change = (field: 'title' | 'description', value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    clearError(field);
  };

  const changeRow = <K extends keyof Omit<KeyResultRow, 'key'>>(index: number, field: K, value: KeyResultRow[K]) => {
    setValues((current) => ({
      ...current,
      keyResults: current.keyResults.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
    }));
    clearError(`keyResults.${index}.${field}`);
  };

  const addRow = () => setValues((current) => ({ ...current, keyResults: [...current.keyResults, emptyRow()] }));

  // Errors of later rows would point at the wrong row once one is removed: they are cleared.
  const removeRow = (index: number) => {
    setValues((current) => ({ ...current, keyResults: current.keyResults.filter((_, i) => i !== index) }));
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([path]) => !path.startsWith('keyResults.'))),
    );
  };

  const showErrors = (found: PathErrors) => {
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(inputId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = createObjectiveBodySchema.safeParse(bodyOf(values));
    if (!parsed.success) {
      showErrors(pathErrorsOf(parsed.error.issues));
      return;
    }
    create.mutate(parsed.data, { onError: (error) => showErrors(serverPathErrorsOf(error)) });
  };

  return (
    <Card className="page-narrow">
      <form noValidate onSubmit={submit} aria-label="New objective">
        <Form layout="vertical" component={false}>
          {create.isError ? (
            <Alert
              type="error"
              showIcon
              title="The objective was not created"
              description={serverMessageOf(create.error) ?? create.error.message}
              style={{ marginBottom: 16 }}
            />
          ) : null}
          <Form.Item label="Title" required htmlFor={inputId('title')} {...fieldStatus(errors, 'title')}>
            <Input
              id={inputId('title')}
              value={values.title}
              maxLength={200}
              aria-invalid={Boolean(errors.title)}
              onChange={(event) => change('title', event.target.value)}
            />
          </Form.Item>
          <Form.Item label="Description" htmlFor={inputId('description')} {...fieldStatus(errors, 'description')}>
            <Input.TextArea
              id={inputId('description')}
              value={values.description}
              autoSize={{ minRows: 3, maxRows: 10 }}
              onChange={(event) => change('description', event.target.value)}
            />
          </Form.Item>

          <h2 className="card-heading form-section-heading">Key Results</h2>
          {errors.keyResults ? (
            <p className="form-error" role="alert">
              {errors.keyResults}
            </p>
          ) : null}
          {values.keyResults.length === 0 ? (
            <p className="text-secondary">No key results yet. Add the measurable results this objective needs.</p>
          ) : null}
          <Flex vertical gap={12}>
            {values.keyResults.map((row, index) => (
              <KeyResultFields
                key={row.key}
                index={index}
                row={row}
                errors={errors}
                onChange={changeRow}
                onRemove={removeRow}
              />
            ))}
          </Flex>
          <Button
            className="form-add-button"
            icon={<PlusOutlined aria-hidden />}
            onClick={addRow}
            disabled={values.keyResults.length >= KEY_RESULTS_PER_OBJECTIVE_MAX}
          >
            Add Key Result
          </Button>

          <Flex gap={8} className="form-actions">
            <Button type="primary" htmlType="submit" loading={create.isPending}>
              Create Objective
            </Button>
            <LinkButton to={ROUTES.okr}>Cancel</LinkButton>
          </Flex>
        </Form>
      </form>
    </Card>
  );
}

type KeyResultFieldsProps = {
  index: number;
  row: KeyResultRow;
  errors: PathErrors;
  onChange: <K extends keyof Omit<KeyResultRow, 'key'>>(index: number, field: K, value: KeyResultRow[K]) => void;
  onRemove: (index: number) => void;
};

function KeyResultFields({ index, row, errors, onChange, onRemove }: KeyResultFieldsProps) {
  const path = (field: string) => `keyResults.${index}.${field}`;
  const legend = `Key result ${index + 1}`;
  return (
    <fieldset className="key-result-fields">
      <legend className="key-result-fields__legend">{legend}</legend>
      <Form.Item label="Title" required htmlFor={inputId(path('title'))} {...fieldStatus(errors, path('title'))}>
        <Input
          id={inputId(path('title'))}
          value={row.title}
          maxLength={200}
          aria-invalid={Boolean(errors[path('title')])}
          onChange={(event) => onChange(index, 'title', event.target.value)}
        />
      </Form.Item>
      <Flex gap={12} wrap>
        <Form.Item
          label="Current"
          htmlFor={inputId(path('current'))}
          className="key-result-fields__number"
          {...fieldStatus(errors, path('current'))}
        >
          <InputNumber
            id={inputId(path('current'))}
            value={row.current}
            onChange={(value) => onChange(index, 'current', value)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label="Target"
          required
          htmlFor={inputId(path('target'))}
          className="key-result-fields__number"
          {...fieldStatus(errors, path('target'))}
        >
          <InputNumber
            id={inputId(path('target'))}
            value={row.target}
            aria-invalid={Boolean(errors[path('target')])}
            onChange={(value) => onChange(index, 'target', value)}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item
          label="Unit"
          htmlFor={inputId(path('unit'))}
          className="key-result-fields__number"
          {...fieldStatus(errors, path('unit'))}
        >
          <Input
            id={inputId(path('unit'))}
            value={row.unit}
            maxLength={50}
            placeholder="e.g. customers"
            onChange={(event) => onChange(index, 'unit', event.target.value)}
          />
        </Form.Item>
      </Flex>
      <Button
        danger
        icon={<DeleteOutlined aria-hidden />}
        onClick={() => onRemove(index)}
        aria-label={`Remove ${legend}`}
      >
        Remove
      </Button>
    </fieldset>
  );
}
