import { Flex } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { type FormBinding, type InputField, inputFieldsOf, type RecordField } from '../fields/field-table';
import '../records.css';

type RecordFieldsProps<R, S> = {
  fields: readonly RecordField<R, S>[];
  form: FormBinding;
  /** The record edited; none for a new one. */
  record?: R;
};

/** Runs of fields in table order: each inline run side by side, the others one under another. */
function runsOf<R, S>(fields: readonly InputField<R, S>[]): InputField<R, S>[][] {
  const runs: InputField<R, S>[][] = [];
  for (const field of fields) {
    const last = runs.at(-1);
    if (field.inline && last?.[0]?.inline) last.push(field);
    else runs.push([field]);
  }
  return runs;
}

/** The inputs of a kind's form, in its table's order, each with its label, hint and error. */
export function RecordFields<R, S>({ fields, form, record }: RecordFieldsProps<R, S>) {
  const input = (field: InputField<R, S>): ReactNode => (
    <Fragment key={field.name}>
      {field.input.render({
        form,
        field: field.name,
        label: field.label,
        required: field.required,
        extra: field.hint,
        className: field.inline ? 'record-fields__inline' : undefined,
        record,
      })}
    </Fragment>
  );
  return runsOf(inputFieldsOf(fields)).map((run) =>
    run[0]?.inline ? (
      <Flex key={run[0].name} gap={12} wrap>
        {run.map(input)}
      </Flex>
    ) : (
      input(run[0] as InputField<R, S>)
    ),
  );
}
