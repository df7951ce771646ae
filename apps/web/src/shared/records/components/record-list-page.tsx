import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { CreateLink, type CreateLinkProps } from '../../../components/create-link';
import { ListActions } from '../../../components/list-actions';
import { ListStates } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import type { PagedList } from '../../../lib/use-paged-list';
import { useCanWrite } from '../../session/use-can-write';
import { type ListExport, useListExport } from '../hooks/use-list-export';
import { emptyPurposeOf } from '../empty-purpose';
import { newRecordPath, recordLabel, type RecordNames } from '../record-kind';
import '../records.css';

type RecordListPageProps<T extends { id: string }> = {
  kind: RecordNames;
  title: string;
  subtitle: string;
  list: PagedList<T>;
  /** The empty state's button, where it is not 'Create …' ('Schedule Meeting'). */
  emptyCreateLabel?: string;
  /** An export beside New …. */
  exporter?: ListExport;
  /** The rows in a card (tables) or as they are (card grids). */
  framed?: boolean;
  /** The rows loaded so far, as a table or cards. */
  children: (rows: T[]) => ReactNode;
};

type ExportActionsProps = {
  kind: RecordNames;
  exporter: ListExport;
  /** The list's total, once it has loaded. */
  total: number | undefined;
  create: CreateLinkProps | undefined;
};

/** The export and, for writers, New …. */
function ExportActions({ kind, exporter, total, create }: ExportActionsProps) {
  const run = useListExport(kind.many, exporter);
  return (
    <ListActions
      exportLabel={exporter.label}
      exporting={run.isPending}
      exportDisabled={exporter.disabledWhenEmpty ? !total : undefined}
      onExport={() => run.run(total)}
      create={create}
    />
  );
}

/**
 * A portal list screen: its header (an export, and New … for those who may create), then the
 * rows with their loading, error and empty states and the pager.
 */
export function RecordListPage<T extends { id: string }>({
  kind,
  title,
  subtitle,
  list,
  emptyCreateLabel,
  exporter,
  framed,
  children,
}: RecordListPageProps<T>) {
  const canWrite = useCanWrite();
  const label = recordLabel(kind);
  const to = newRecordPath(kind);
  const create = canWrite ? { to, label: `New ${label}` } : undefined;
  const actions = exporter ? (
    <ExportActions kind={kind} exporter={exporter} total={list.data?.total} create={create} />
  ) : create ? (
    <CreateLink {...create} />
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      <ListStates
        list={list}
        noun={kind.many}
        create={canWrite ? { to, label: emptyCreateLabel ?? `Create ${label}` } : undefined}
        purpose={emptyPurposeOf(kind.many, canWrite)}
        framed={framed}
      >
        {children}
      </ListStates>
    </Flex>
  );
}
