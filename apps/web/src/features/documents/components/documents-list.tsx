import { PlusOutlined } from '@ant-design/icons';
import type { PortalDocument } from '@warroom/contracts';
import { Card, Empty, Flex, Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { PageHeader } from '../../../components/page-header';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import { RelativeTime } from '../../../components/relative-time';
import { ScrollRegion } from '../../../components/scroll-region';
import { formatDate } from '../../../lib/format-date';
import { previewText } from '../../../lib/preview-text';
import { useDocuments } from '../hooks/use-documents';
import '../../../styles/records.css';

const NEW_DOCUMENT = `${ROUTES.documents}/new`;
/** SPEC.md section 9: the list shows the first 100 characters of the markdown. */
const MARKDOWN_PREVIEW = 100;

const COLUMNS: TableColumnsType<PortalDocument> = [
  {
    title: 'Title',
    key: 'title',
    render: (_: unknown, document: PortalDocument) => (
      <div>
        <Link to={`${ROUTES.documents}/${document.id}`} className="list-title">
          {document.title}
        </Link>
        {document.markdown.trim() ? (
          <div className="text-secondary list-preview">{previewText(document.markdown, MARKDOWN_PREVIEW)}</div>
        ) : null}
      </div>
    ),
  },
  { title: 'Created', dataIndex: 'createdAt', key: 'createdAt', render: (createdAt: string) => formatDate(createdAt) },
  {
    title: 'Updated',
    dataIndex: 'updatedAt',
    key: 'updatedAt',
    render: (updatedAt: string) => <RelativeTime iso={updatedAt} />,
  },
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
      {documents.isPending ? <PageLoader label="Loading documents..." /> : null}
      {documents.isError ? (
        <QueryError title="Could not load documents" error={documents.error} onRetry={() => void documents.refetch()} />
      ) : null}
      {documents.data ? (
        <Card>
          {documents.data.length ? (
            <ScrollRegion label="Documents">
              <Table<PortalDocument>
                rowKey="id"
                size="middle"
                columns={COLUMNS}
                dataSource={documents.data}
                pagination={false}
              />
            </ScrollRegion>
          ) : (
            <Empty description="No documents yet">
              {canWrite ? (
                <LinkButton type="primary" to={NEW_DOCUMENT}>
                  Create Document
                </LinkButton>
              ) : null}
            </Empty>
          )}
        </Card>
      ) : null}
    </Flex>
  );
}
