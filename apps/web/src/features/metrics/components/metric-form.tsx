import { type CreateMetricBody, createMetricBodySchema, type Metric } from '@warroom/contracts';
import { Button, Form, Input, InputNumber } from 'antd';
import { FormError } from '../../../components/form-error';
import { useSchemaForm } from '../../../lib/use-schema-form';
import '../../../styles/records.css';

type Field = 'key' | 'label' | 'unit' | 'target';
const FIELDS: readonly Field[] = ['key', 'label', 'unit', 'target'];
type Values = { key: string; label: string; unit: string; target: number | null };

type MetricFormProps = {
  initial?: Metric;
  submitLabel: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (body: CreateMetricBody) => void;
  onCancel: () => void;
};

/** Key (unique, lowercase), label, unit and target; a taken key shows the server's 409 message. */
export function MetricForm({ initial, submitLabel, pending, error, onSubmit, onCancel }: MetricFormProps) {
  const { values, errors, change, submit, fieldProps, inputId } = useSchemaForm({
    fields: FIELDS,
    idPrefix: 'metric',
    initialValues: (): Values => ({
      key: initial?.key ?? '',
      label: initial?.label ?? '',
      unit: initial?.unit ?? '',
      target: initial?.target ?? null,
    }),
    schema: createMetricBodySchema,
    toBody: (current) => ({ ...current, unit: current.unit.trim() || null }),
    error,
    onSubmit,
  });

  return (
    <form noValidate onSubmit={submit} aria-label={submitLabel} className="record-form">
      <Form layout="vertical" component={false}>
        <FormError title="The metric was not saved" error={error} />
        <Form.Item
          label="Key"
          required
          extra="Lowercase letters, digits, '.', '_' or '-', e.g. deploys.per_week"
          {...fieldProps('key')}
        >
          <Input
            id={inputId('key')}
            value={values.key}
            autoComplete="off"
            aria-invalid={Boolean(errors.key)}
            onChange={(event) => change('key', event.target.value)}
            style={{ maxWidth: 360 }}
          />
        </Form.Item>
        <Form.Item label="Label" required {...fieldProps('label')}>
          <Input
            id={inputId('label')}
            value={values.label}
            maxLength={200}
            aria-invalid={Boolean(errors.label)}
            onChange={(event) => change('label', event.target.value)}
          />
        </Form.Item>
        <Form.Item label="Unit" extra="Optional, e.g. %, ms, deploys" {...fieldProps('unit')}>
          <Input
            id={inputId('unit')}
            value={values.unit}
            maxLength={50}
            onChange={(event) => change('unit', event.target.value)}
            style={{ maxWidth: 200 }}
          />
        </Form.Item>
        <Form.Item label="Target" extra="Optional: drawn as a line on the chart" {...fieldProps('target')}>
          <InputNumber<number>
            id={inputId('target')}
            value={values.target}
            onChange={(target) => change('target', target ?? null)}
            style={{ width: 200 }}
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
