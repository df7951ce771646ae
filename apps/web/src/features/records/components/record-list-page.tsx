import { Flex } from 'antd';
import type { ReactNode } from 'react';
import { newRecordUrl } from '../../../app/routes';
import { CreateLink } from '../../../components/create-link';
import { ListActions } from '../../../components/list-actions';
import { ListStates } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import type { PagedList } from '../../../lib/use-paged-list';
import { useCanWrite } from '../../auth/hooks/use-can-write';
import type { ListExport } from '../hooks/use-list-export';
import { recordLabel, type RecordNames } from '../record-kind';
import '../../../styles/records.css';

type RecordListPageProps<T extends { id: string }> = {
  kind: RecordNames;
  title: string;
  subtitle: string;
  list: PagedList<T>;
  /** The empty state's button, where it is not 'Create …' ('Schedule Meeting'). */
  emptyCreateLabel?: string;
  /** An export beside New …: its button's text, and whether it waits for a list with records. */
  exporter?: { label: string; run: ListExport; disabledWhenEmpty?: boolean };
  /** The rows in a card (tables) or as they are (card grids). */
  framed?: boolean;
  /** The rows loaded so far, as a table or cards. */
  children: (rows: T[]) => ReactNode;
};

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
  const to = newRecordUrl(kind.listPath);
  const create = canWrite ? { to, label: `New ${label}` } : undefined;
  const total = list.data?.total;
  const actions = exporter ? (
    <ListActions
      exportLabel={exporter.label}
      exporting={exporter.run.isPending}
      exportDisabled={exporter.disabledWhenEmpty ? !total : undefined}
      onExport={() => exporter.run.run(total)}
      create={create}
    />
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
        framed={framed}
      >
        {children}
      </ListStates>
    </Flex>
  );
}
