import { ReloadOutlined } from '@ant-design/icons';
import type { AuditEntryView } from '@warroom/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { AuditLogFilters as Filters } from '../../../app/query-keys';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import type { RecordColumn } from '../../../components/record-columns';
import { RecordTable } from '../../../components/record-table';
import { RelativeTime } from '../../../components/relative-time';
import { AUDIT_LOG_ROWS } from '../api';
import { useAuditLogs } from '../hooks/use-audit-logs';
import { AuditLogFilters, NO_AUDIT_FILTERS } from './audit-log-filters';

/** SPEC.md section 9: details are cut at 60 characters. */
const DETAILS_MAX = 60;

function truncate(text: string): string {
  return text.length > DETAILS_MAX ? `${text.slice(0, DETAILS_MAX)}...` : text;
}

const COLUMNS: RecordColumn<AuditEntryView>[] = [
  {
    title: 'Time',
    dataIndex: 'createdAt',
    key: 'time',
    render: (createdAt: string) => <RelativeTime iso={createdAt} />,
  },
  {
    title: 'Actor',
    dataIndex: 'actor',
    key: 'actor',
    render: (actor: AuditEntryView['actor']) => actor?.email ?? 'System',
  },
  { title: 'Action', dataIndex: 'action', key: 'action', render: (action: string) => <code>{action}</code> },
  { title: 'Entity', dataIndex: 'entity', key: 'entity', render: (entity: string | null) => entity || 'N/A' },
  {
    title: 'Details',
    dataIndex: 'meta',
    key: 'details',
    render: (meta: string | null) => (meta ? <span title={meta}>{truncate(meta)}</span> : null),
  },
];

/** The newest 50 audit entries, filtered by action, actor and entity. */
export function AuditLogCard() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const logs = useAuditLogs(filters);
  return (
    <Card
      title={<h2 className="card-heading">Audit Log</h2>}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} loading={logs.isFetching} onClick={() => void logs.refetch()}>
          Refresh
        </Button>
      }
    >
      <AuditLogFilters value={filters} onApply={setFilters} />
      {logs.isPending ? <PageLoader label="Loading audit logs..." /> : null}
      {logs.isError ? (
        <QueryError title="Could not load the audit log" error={logs.error} onRetry={() => void logs.refetch()} />
      ) : null}
      {logs.data ? (
        <RecordTable
          label="Audit log entries"
          size="small"
          columns={COLUMNS}
          rows={logs.data.slice(0, AUDIT_LOG_ROWS)}
          emptyText="No audit logs yet"
        />
      ) : null}
    </Card>
  );
}
