import { type CreateMetricBody, createMetricBodySchema, type Metric } from '@warroom/contracts';
import { RecordForm, type RecordFormComponentProps } from '../../../components/record-form';
import { SchemaTextField } from '../../../components/schema-fields';
import { SchemaNumberField } from '../../../components/schema-number-field';
import { useRecordForm } from '../../records/hooks/use-record-form';

type Field = 'key' | 'label' | 'unit' | 'target';
const FIELDS: readonly Field[] = ['key', 'label', 'unit', 'target'];
type Values = { key: string; label: string; unit: string; target: number | null };

type MetricFormProps = RecordFormComponentProps<Metric, CreateMetricBody>;

/** Key (unique, lowercase), label, unit and target; a taken key shows the server's 409 message. */
export function MetricForm({ initial, ...props }: MetricFormProps) {
  const { form, frame } = useRecordForm('metric', props, {
    fields: FIELDS,
    initialValues: (): Values => ({
      key: initial?.key ?? '',
      label: initial?.label ?? '',
      unit: initial?.unit ?? '',
      target: initial?.target ?? null,
    }),
    schema: createMetricBodySchema,
    toBody: (current) => ({ ...current, unit: current.unit.trim() || null }),
  });

  return (
    <RecordForm {...frame}>
      <SchemaTextField
        form={form}
        field="key"
        label="Key"
        required
        extra="Lowercase letters, digits, '.', '_' or '-', e.g. deploys.per_week"
        autoComplete="off"
        maxWidth={360}
      />
      <SchemaTextField form={form} field="label" label="Label" required maxLength={200} />
      <SchemaTextField
        form={form}
        field="unit"
        label="Unit"
        extra="Optional, e.g. %, ms, deploys"
        maxLength={50}
        maxWidth={200}
      />
      <SchemaNumberField
        form={form}
        field="target"
        label="Target"
        extra="Optional: drawn as a line on the chart"
        width={200}
      />
    </RecordForm>
  );
}
