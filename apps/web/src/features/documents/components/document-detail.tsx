import type { PortalDocument } from '@warroom/contracts';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { RecordActions } from '../../../components/record-actions';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { useDeleteDocument } from '../hooks/use-delete-document';
import { useUpdateDocument } from '../hooks/use-update-document';
import { DocumentForm } from './document-form';
import '../../../styles/records.css';

type DocumentDetailProps = { document: PortalDocument; canWrite: boolean };

/** One document, rendered; edit and delete for writers. */
export function DocumentDetail({ document, canWrite }: DocumentDetailProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateDocument(() => setEditing(false));
  const remove = useDeleteDocument();

  const actions = canWrite ? (
    <RecordActions
      what="document"
      title={document.title}
      editing={editing}
      onEdit={() => setEditing(true)}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(document.id)}
    />
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={document.title}
        subtitle={`Created ${formatDate(document.createdAt)} · updated ${formatDateTime(document.updatedAt)}`}
        actions={actions}
      />
      {editing ? (
        <Card title={<h2 className="card-heading">Edit document</h2>}>
          <DocumentForm
            initial={document}
            submitLabel="Save Document"
            pending={update.isPending}
            error={update.error}
            onSubmit={(body) => update.mutate({ id: document.id, changes: body })}
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <Card>
          <article aria-label={document.title} className="document-body">
            {document.markdown.trim() ? (
              <Markdown>{document.markdown}</Markdown>
            ) : (
              <p className="text-secondary">This document is empty.</p>
            )}
          </article>
        </Card>
      )}
    </Flex>
  );
}
