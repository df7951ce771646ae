import type { ReactNode } from 'react';
import type { z } from 'zod';
import type { FieldTable } from '../fields/field-table';
import type { RecordKind } from '../record-kind';
import { RecordDetail } from './record-detail';
import { RecordFieldsForm } from './record-fields-form';
import { RecordView } from './record-view';

type FieldsDetailProps<R extends S & { id: string }, S, Create, Schema extends z.ZodType> = {
  /** The kind, whose update takes what the form sends: the fields that changed. */
  kind: RecordKind<R, Create, Partial<z.output<Schema>>>;
  /** The kind's field table: the view's facts and sections, and the edit form. */
  fields: FieldTable<R, S, Schema>;
  record: R;
  subtitle?: string;
  /** Between the facts and the sections (a decision's supersede links). */
  children?: ReactNode;
  /** What follows the view, editing or not (a metric's chart and points). */
  more?: ReactNode;
};

/**
 * A record's detail drawn from its field table: its facts and sections, and for writers the
 * edit form in their place, Edit and Delete. What a kind shows besides is `children` or `more`.
 */
export function FieldsDetail<R extends S & { id: string }, S, Create, Schema extends z.ZodType>({
  kind,
  fields,
  record,
  subtitle,
  children,
  more,
}: FieldsDetailProps<R, S, Create, Schema>) {
  return (
    <RecordDetail
      kind={kind}
      record={record}
      subtitle={subtitle}
      more={more}
      edit={(edit) => <RecordFieldsForm fields={fields} initial={record} {...edit.form} onSubmit={edit.save} />}
    >
      <RecordView kind={kind} fields={fields.fields} record={record}>
        {children}
      </RecordView>
    </RecordDetail>
  );
}
