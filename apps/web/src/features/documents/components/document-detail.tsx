import type { PortalDocument } from '@warroom/contracts';
import { Card } from 'antd';
import { Markdown } from '../../../components/markdown';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { RecordDetail } from '../../records/components/record-detail';
import { documentKind } from '../record';
import { DocumentForm } from './document-form';

type DocumentDetailProps = { document: PortalDocument; canWrite: boolean };

/** One document, rendered; edit and delete for writers. */
export function DocumentDetail({ document, canWrite }: DocumentDetailProps) {
  return (
    <RecordDetail
      kind={documentKind}
      record={document}
      canWrite={canWrite}
      subtitle={`Created ${formatDate(document.createdAt)} · updated ${formatDateTime(document.updatedAt)}`}
      edit={(edit) => <DocumentForm initial={document} {...edit.form} onSubmit={edit.save} />}
    >
      <Card>
        <article aria-label={document.title} className="document-body">
          {document.markdown.trim() ? (
            <Markdown>{document.markdown}</Markdown>
          ) : (
            <p className="text-secondary">This document is empty.</p>
          )}
        </article>
      </Card>
    </RecordDetail>
  );
}
