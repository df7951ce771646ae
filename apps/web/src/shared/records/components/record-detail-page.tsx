import { type ComponentType, Fragment, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { PageLoader } from '../../../components/page-loader';
import { RecordLoadError } from '../../../components/record-load-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRecord } from '../hooks/use-record';
import { recordLabel, type RecordKind, type RecordNames } from '../record-kind';

/** What a failed load is shown with. */
export type RecordFailureProps = { kind: RecordNames; error: Error; onRetry: () => void };

/** A page with 'not found' or the error and a retry, and a way back to the list. */
function RecordLoadFailure({ kind, error, onRetry }: RecordFailureProps) {
  return <RecordLoadError what={kind.one} error={error} back={kind.listPath} onRetry={onRetry} />;
}

type RecordDetailPageProps<Record extends { id: string }, Create, Update> = {
  kind: RecordKind<Record, Create, Update>;
  /** How a failed load reads, where a screen says it its own way (`RecordMissingResult`). */
  failure?: ComponentType<RecordFailureProps>;
  children: (record: Record) => ReactNode;
};

/** The route of one record (`/decisions/{id}`): it loads, fails (404 or other), or shows. */
export function RecordDetailPage<Record extends { id: string }, Create, Update>({
  kind,
  failure: Failure = RecordLoadFailure,
  children,
}: RecordDetailPageProps<Record, Create, Update>) {
  const { id = '' } = useParams();
  const query = useRecord(kind, id);
  useDocumentTitle(query.data ? kind.nameOf(query.data) : recordLabel(kind));
  if (query.isPending) return <PageLoader label={`Loading ${kind.one}...`} />;
  if (query.isError) return <Failure kind={kind} error={query.error} onRetry={() => void query.refetch()} />;
  // Keyed by the record: another record's page (a supersede link) starts with its form closed.
  return <Fragment key={query.data.id}>{children(query.data)}</Fragment>;
}
