import { Flex } from 'antd';
import { SchemaTextField } from '../../../components/schema-fields';
import { SchemaNumberField } from '../../../components/schema-number-field';
import type { FieldBinding } from '../../../lib/use-schema-form';

/** A key result as its forms hold it: the numbers are empty (null) until typed. */
export type KeyResultValues = { title: string; current: number | null; target: number | null; unit: string };
export type KeyResultField = keyof KeyResultValues;

type KeyResultFieldsProps = {
  form: FieldBinding<KeyResultField, KeyResultValues>;
  /** The hint under Current (editing: a new value is a check-in). */
  currentExtra?: string;
  unitPlaceholder?: string;
};

/** Title, then current, target and unit side by side: a key result in the objective's form and in its own. */
export function KeyResultFields({ form, currentExtra, unitPlaceholder }: KeyResultFieldsProps) {
  return (
    <>
      <SchemaTextField form={form} field="title" label="Title" required maxLength={200} />
      <Flex gap={12} wrap>
        <SchemaNumberField
          form={form}
          field="current"
          label="Current"
          className="key-result-fields__number"
          extra={currentExtra}
          width="100%"
        />
        <SchemaNumberField
          form={form}
          field="target"
          label="Target"
          required
          className="key-result-fields__number"
          width="100%"
        />
        <SchemaTextField
          form={form}
          field="unit"
          label="Unit"
          maxLength={50}
          placeholder={unitPlaceholder}
          className="key-result-fields__number"
        />
      </Flex>
    </>
  );
}
