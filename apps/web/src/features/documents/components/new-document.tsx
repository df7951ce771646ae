import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { PageHeader } from '../../../components/page-header';
import { useCreateDocument } from '../hooks/use-create-document';
import { DocumentForm } from './document-form';

/** /documents/new: the editor; on success, the new document. */
export function NewDocument() {
  const navigate = useNavigate();
  const create = useCreateDocument();
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Document" subtitle="Write in markdown; the preview shows how it will read." />
      <Card>
        <DocumentForm
          submitLabel="Create Document"
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => void navigate(ROUTES.documents)}
        />
      </Card>
    </Flex>
  );
}
