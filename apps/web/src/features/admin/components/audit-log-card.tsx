import { ReloadOutlined } from '@ant-design/icons';
import type { AuditEntryView } from '@warroom/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import type { AuditLogFilters as Filters } from '../../../shared/query-keys';
import { PageLoader } from '../../../components/page-loader';
import { QueryError } from '../../../components/query-error';
import type { RecordColumn } from '../../../components/record-column';
import { RecordTable } from '../../../components/record-table';
import { RelativeTime } from '../../../components/relative-time';
import { AUDIT_LOG_ROWS } from '../api';
import { type AuditDescription, describeAuditEntry } from '../audit/describe-entry';
import { useAuditLogs } from '../hooks/use-audit-logs';
import { AuditChanges, AuditRawEntry, AuditSentence } from './audit-entry-cells';
import { AuditLogFilters, NO_AUDIT_FILTERS } from './audit-log-filters';

/** An entry as the server sent it, beside its words. */
type Row = { id: string; entry: AuditEntryView; description: AuditDescription };

const COLUMNS: RecordColumn<Row>[] = [
  {
    title: 'Time',
    key: 'time',
    className: 'audit-entry__time',
    render: (_: unknown, row: Row) => <RelativeTime iso={row.entry.createdAt} />,
  },
  {
    title: 'What happened',
    key: 'entry',
    card: 'title',
    render: (_: unknown, row: Row) => <AuditSentence description={row.description} />,
  },
  {
    title: 'Changes',
    key: 'changes',
    render: (_: unknown, row: Row) => <AuditChanges description={row.description} />,
  },
  {
    title: 'Raw entry',
    key: 'raw',
    card: 'actions',
    className: 'audit-entry__raw-cell',
    render: (_: unknown, row: Row) => <AuditRawEntry entry={row.entry} />,
  },
];

/** The newest 50 audit entries in plain language, filtered by what, which action, who and when. */
export function AuditLogCard() {
  const [filters, setFilters] = useState<Filters>(NO_AUDIT_FILTERS);
  const logs = useAuditLogs(filters);
  const rows = logs.data
    ?.slice(0, AUDIT_LOG_ROWS)
    .map((entry): Row => ({ id: entry.id, entry, description: describeAuditEntry(entry) }));
  return (
    <Card
      title={<h2 className="card-heading">Audit Log</h2>}
      extra={
        <Button icon={<ReloadOutlined aria-hidden />} loading={logs.isFetching} onClick={() => void logs.refetch()}>
          Refresh
        </Button>
      }
    >
      <AuditLogFilters value={filters} onChange={setFilters} />
      {logs.isPending ? <PageLoader label="Loading audit logs..." /> : null}
      {logs.isError ? (
        <QueryError title="Could not load the audit log" error={logs.error} onRetry={() => void logs.refetch()} />
      ) : null}
      {rows ? (
        <RecordTable
          label="Audit log entries"
          size="small"
          columns={COLUMNS}
          rows={rows}
          emptyText="No audit logs yet"
        />
      ) : null}
    </Card>
  );
}
