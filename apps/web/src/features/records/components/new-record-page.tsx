import { WRITER_ROLES } from '@warroom/contracts';
import { Card } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordFormComponentProps } from '../../../components/record-form';
import { RolePage } from '../../auth/components/role-page';
import { useCreateRecord } from '../hooks/use-record-writes';
import { recordLabel, type RecordKind, type RecordNames } from '../record-kind';

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

type CreateRecordCardProps<Record extends { id: string }, Create, Update> = {
  kind: RecordKind<Record, Create, Update>;
  form: ComponentType<RecordFormComponentProps<Record, Create>>;
};

/** A kind's form as a create form ('Create Decision'): the new record's page on success, the list on Cancel. */
export function CreateRecordCard<Record extends { id: string }, Create, Update>({
  kind,
  form: Form,
}: CreateRecordCardProps<Record, Create, Update>) {
  const navigate = useNavigate();
  const create = useCreateRecord(kind);
  return (
    <Card>
      <Form
        submitLabel={`Create ${recordLabel(kind)}`}
        pending={create.isPending}
        error={create.error}
        onSubmit={(body) => create.mutate(body)}
        onCancel={() => void navigate(kind.listPath)}
      />
    </Card>
  );
}
