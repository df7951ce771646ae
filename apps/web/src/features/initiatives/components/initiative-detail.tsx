import type { Initiative, UpdateInitiativeBody } from '@warroom/contracts';
import { Button, Card, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RecordActions } from '../../../components/record-actions';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime, formatRelativeTime } from '../../../lib/format-relative-time';
import { InitiativeStatusTag, RagTag } from '../badges';
import { formatDay } from '../format-day';
import { useDeleteInitiative } from '../hooks/use-delete-initiative';
import { useUpdateInitiative } from '../hooks/use-update-initiative';
import { type InitiativeFields, InitiativeForm, valuesOf } from './initiative-form';

/** Only what changed, for the PATCH. */
function changesOf(initiative: Initiative, fields: InitiativeFields): UpdateInitiativeBody {
  const changes: UpdateInitiativeBody = {};
  if (fields.title !== initiative.title) changes.title = fields.title;
  if (fields.description !== initiative.description) changes.description = fields.description;
  if (fields.status !== initiative.status) changes.status = fields.status;
  if (fields.rag !== initiative.rag) changes.rag = fields.rag;
  if (fields.dueDate !== initiative.dueDate) changes.dueDate = fields.dueDate;
  return changes;
}

type InitiativeDetailProps = { initiative: Initiative; canWrite: boolean };

/** /initiatives/{id}: the initiative; writers may edit it in place or delete it (confirmed). */
export function InitiativeDetail({ initiative, canWrite }: InitiativeDetailProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateInitiative(() => setEditing(false));
  const remove = useDeleteInitiative();

  const actions =
    canWrite && !editing ? (
      <RecordActions
        what="initiative"
        title={initiative.title}
        editing={false}
        onEdit={() => setEditing(true)}
        deleting={remove.isPending}
        onDelete={() => remove.mutate(initiative.id)}
        editLabel="Edit Initiative"
        deleteLabel="Delete Initiative"
        deleteDescription="This cannot be undone."
      />
    ) : undefined;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={initiative.title} actions={actions} />
      {editing ? (
        <Card title={<h2 className="card-heading">Edit Initiative</h2>} className="page-narrow">
          <InitiativeForm
            idPrefix="edit-initiative"
            label="Edit initiative"
            initial={valuesOf(initiative)}
            submitText="Save Changes"
            pending={update.isPending}
            error={update.error}
            errorTitle="The initiative was not saved"
            onSubmit={(fields, onError) => {
              const changes = changesOf(initiative, fields);
              if (Object.keys(changes).length === 0) setEditing(false);
              else update.mutate({ id: initiative.id, changes }, { onError });
            }}
            cancel={
              <Button
                onClick={() => {
                  update.reset();
                  setEditing(false);
                }}
              >
                Cancel
              </Button>
            }
          />
        </Card>
      ) : (
        <Card title={<h2 className="card-heading">Details</h2>}>
          <Descriptions
            column={{ xs: 1, md: 2 }}
            items={[
              { key: 'status', label: 'Status', children: <InitiativeStatusTag status={initiative.status} /> },
              { key: 'rag', label: 'RAG', children: <RagTag rag={initiative.rag} /> },
              {
                key: 'due',
                label: 'Due Date',
                children: initiative.dueDate ? formatDay(initiative.dueDate) : 'No due date',
              },
              { key: 'created', label: 'Created', children: formatDate(initiative.createdAt) },
              {
                key: 'updated',
                label: 'Updated',
                children: (
                  <time dateTime={initiative.updatedAt} title={formatDateTime(initiative.updatedAt)}>
                    {formatRelativeTime(initiative.updatedAt)}
                  </time>
                ),
              },
            ]}
          />
          <h3 className="initiative-description__heading">Description</h3>
          {initiative.description ? (
            <p className="preserve-lines initiative-description">{initiative.description}</p>
          ) : (
            <p className="text-secondary initiative-description">No description</p>
          )}
        </Card>
      )}
    </Flex>
  );
}
