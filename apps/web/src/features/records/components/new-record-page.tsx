import { Card, Flex } from 'antd';
import type { ComponentType, ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import type { RecordFormComponentProps } from '../../../components/record-form';
import { WritePermissionNotice } from '../../../components/write-permission-notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCanWrite } from '../../auth/hooks/use-can-write';
import { useMe } from '../../auth/hooks/use-me';
import { useCreateRecord } from '../hooks/use-create-record';
import { recordLabel, type RecordKind, type RecordNames } from '../record-kind';

type NewRecordPageProps = {
  kind: RecordNames;
  subtitle: string;
  /** The subtitle stays above the notice a reader gets (the initiative and objective screens). */
  subtitleForReaders?: boolean;
  /** The create form, for those who may create. */
  children: ReactNode;
};

/** `/decisions/new`: 'New Decision' and its form, or, for a MEMBER, why they may not create. */
export function NewRecordPage({ kind, subtitle, subtitleForReaders = false, children }: NewRecordPageProps) {
  const title = `New ${recordLabel(kind)}`;
  useDocumentTitle(title);
  const { data: me } = useMe();
  const canWrite = useCanWrite();
  if (!me) return <PageLoader />;
  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} subtitle={canWrite || subtitleForReaders ? subtitle : undefined} />
      {canWrite ? children : <WritePermissionNotice what={kind.many} />}
    </Flex>
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
