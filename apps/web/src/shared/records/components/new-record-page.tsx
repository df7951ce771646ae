import { WRITER_ROLES } from '@warroom/contracts';
import { Card } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { RolePage } from '../../session/role-page';
import type { z } from 'zod';
import type { FieldTable } from '../fields/field-table';
import { useCreateRecord } from '../hooks/use-record-writes';
import { recordLabel, type RecordKind, type RecordNames } from '../record-kind';
import { RecordFieldsForm } from './record-fields-form';

type NewRecordPageProps = {
  kind: RecordNames;
  subtitle: string;
  /** The subtitle stays above the notice a reader gets (the initiative and objective screens). */
  subtitleForReaders?: boolean;
  /** The create form, for those who may create. */
  children: ReactNode;
};

/** `/decisions/new`: 'New Decision' and its form, or, for a MEMBER, why they may not create (PRODUCT.md section 3). */
export function NewRecordPage({ kind, subtitle, subtitleForReaders = false, children }: NewRecordPageProps) {
  return (
    <RolePage
      title={`New ${recordLabel(kind)}`}
      subtitle={subtitle}
      roles={WRITER_ROLES}
      refusal={`You need CTO, CEO or Admin permissions to create ${kind.many}.`}
      subtitleWhenRefused={subtitleForReaders}
    >
      {() => children}
    </RolePage>
  );
}

type CreateRecordCardProps<Record extends S & { id: string }, S, Create, Update, Schema extends z.ZodType<Create>> = {
  kind: RecordKind<Record, Create, Update>;
  /** The kind's field table: the form's inputs and the schema that checks them. */
  fields: FieldTable<Record, S, Schema>;
};

/** A kind's form as a create form ('Create Decision'): the new record's page on success, the list on Cancel. */
export function CreateRecordCard<
  Record extends S & { id: string },
  S,
  Create,
  Update,
  Schema extends z.ZodType<Create>,
>({ kind, fields }: CreateRecordCardProps<Record, S, Create, Update, Schema>) {
  const navigate = useNavigate();
  const create = useCreateRecord(kind);
  return (
    <Card>
      <RecordFieldsForm
        fields={fields}
        idPrefix={kind.one}
        submitLabel={`Create ${recordLabel(kind)}`}
        failedTitle={`The ${kind.one} was not saved`}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
        onCancel={() => void navigate(kind.listPath)}
      />
    </Card>
  );
}
