import { PlusOutlined } from '@ant-design/icons';
import type { PortalDocument } from '@warroom/contracts';
import { Flex, Table, type TableColumnsType } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListStates } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { createdColumn, titleColumn, updatedColumn } from '../../../components/record-columns';
import { ScrollRegion } from '../../../components/scroll-region';
import { useDocuments } from '../hooks/use-documents';
import '../../../styles/records.css';

const NEW_DOCUMENT = `${ROUTES.documents}/new`;

const COLUMNS: TableColumnsType<PortalDocument> = [
  titleColumn<PortalDocument>({
    href: (document) => `${ROUTES.documents}/${document.id}`,
    title: (document) => document.title,
    preview: (document) => document.markdown,
    // SPEC.md section 9: the list shows the first 100 characters of the markdown.
    previewLength: 100,
  }),
  createdColumn<PortalDocument>(),
  updatedColumn<PortalDocument>(),
];

/** SPEC.md "Documents list"; New Document for writers. */
export function DocumentsList({ canWrite }: { canWrite: boolean }) {
  const documents = useDocuments();
  const actions = canWrite ? (
    <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={NEW_DOCUMENT}>
      New Document
    </LinkButton>
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title="Documents" subtitle="Playbooks, memos and notes, written in markdown." actions={actions} />
      <ListStates
        list={documents}
        noun="documents"
        create={canWrite ? { to: NEW_DOCUMENT, label: 'Create Document' } : undefined}
      >
        {(rows) => (
          <ScrollRegion label="Documents">
            <Table<PortalDocument> rowKey="id" size="middle" columns={COLUMNS} dataSource={rows} pagination={false} />
          </ScrollRegion>
        )}
      </ListStates>
    </Flex>
  );
}
