import { metricPointBodySchema } from '@warroom/contracts';
import { Button, Form, InputNumber } from 'antd';
import { type FormEvent, useState } from 'react';
import { DateTimePicker } from '../../../components/date-time-picker';
import { FormError } from '../../../components/form-error';
import { type FieldErrors, fieldErrorsOf } from '../../../lib/field-errors';
import { localDateTimeToIso } from '../../../lib/local-date-time';
import { serverFieldErrorsOf } from '../../../lib/server-field-errors';
import { useAddMetricPoint } from '../hooks/use-add-metric-point';
import '../metrics.css';

type Field = 'value' | 'ts';
const FIELDS: readonly Field[] = ['value', 'ts'];
const inputId = (field: Field) => `metric-point-${field}`;

/** 'Add point': a value and an optional local time (now when left empty). */
export function AddPointForm({ metricId }: { metricId: string }) {
  const [value, setValue] = useState<number | null>(null);
  const [time, setTime] = useState('');
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const add = useAddMetricPoint(() => {
    setValue(null);
    setTime('');
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ts = time ? localDateTimeToIso(time) : undefined;
    const parsed = metricPointBodySchema.safeParse({ value: value ?? undefined, ts });
    if (!parsed.success) {
      const found = fieldErrorsOf<Field>(parsed.error.issues, FIELDS);
      setErrors(found.value && value === null ? { ...found, value: 'Value is required' } : found);
      return;
    }
    setErrors({});
    add.mutate({ metricId, body: parsed.data }, { onError: (error) => setErrors(serverFieldErrorsOf(error, FIELDS)) });
  };

  const fieldProps = (field: Field) => ({
    htmlFor: inputId(field),
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field],
  });

  return (
    <form noValidate onSubmit={submit} aria-label="Add point">
      <Form layout="vertical" component={false}>
        <FormError title="The point was not added" error={add.error} />
        <div className="metric-point-form">
          <Form.Item label="Value" required {...fieldProps('value')}>
            <InputNumber<number>
              id={inputId('value')}
              value={value}
              aria-invalid={Boolean(errors.value)}
              onChange={(next) => {
                setValue(next ?? null);
                setErrors((current) => ({ ...current, value: undefined }));
              }}
              style={{ width: 180 }}
            />
          </Form.Item>
          <Form.Item label="Time" extra="Optional; now when empty" {...fieldProps('ts')}>
            <DateTimePicker
              kind="date-time"
              id={inputId('ts')}
              value={time}
              invalid={Boolean(errors.ts)}
              onChange={(next) => {
                setTime(next);
                setErrors((current) => ({ ...current, ts: undefined }));
              }}
            />
          </Form.Item>
          <div className="metric-point-form__submit">
            <Button type="primary" htmlType="submit" loading={add.isPending}>
              Add point
            </Button>
          </div>
        </div>
      </Form>
    </form>
  );
}
