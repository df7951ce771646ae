import type { Initiative, UpdateInitiativeBody } from '@warroom/contracts';
import { Button, Card, Descriptions } from 'antd';
import { RelativeTime } from '../../../components/relative-time';
import { formatDate } from '../../../lib/format-date';
import { RecordDetail } from '../../records/components/record-detail';
import { InitiativeStatusTag, RagTag } from '../badges';
import { formatDay } from '../format-day';
import { initiativeKind } from '../record';
import { type InitiativeFields, InitiativeForm } from './initiative-form';
import '../initiatives.css';

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

function InitiativeView({ initiative }: { initiative: Initiative }) {
  return (
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
          { key: 'updated', label: 'Updated', children: <RelativeTime iso={initiative.updatedAt} /> },
        ]}
      />
      <h3 className="initiative-description__heading">Description</h3>
      {initiative.description ? (
        <p className="preserve-lines initiative-description">{initiative.description}</p>
      ) : (
        <p className="text-secondary initiative-description">No description</p>
      )}
    </Card>
  );
}

type InitiativeDetailProps = { initiative: Initiative; canWrite: boolean };

/** /initiatives/{id}: the initiative; writers may edit it in place or delete it (confirmed). */
export function InitiativeDetail({ initiative, canWrite }: InitiativeDetailProps) {
  return (
    <RecordDetail
      kind={initiativeKind}
      record={initiative}
      canWrite={canWrite}
      editTitle="Edit Initiative"
      editClassName="page-narrow"
      actionTexts={{
        edit: 'Edit Initiative',
        delete: 'Delete Initiative',
        deleteDescription: 'This cannot be undone.',
      }}
      noActionsWhileEditing
      edit={(edit) => (
        <InitiativeForm
          idPrefix="edit-initiative"
          label="Edit initiative"
          initial={initiative}
          submitLabel="Save Changes"
          pending={edit.pending}
          error={edit.error}
          failedTitle="The initiative was not saved"
          onSubmit={(fields) => {
            const changes = changesOf(initiative, fields);
            if (Object.keys(changes).length === 0) edit.close();
            else edit.save(changes);
          }}
          cancel={<Button onClick={edit.cancel}>Cancel</Button>}
        />
      )}
    >
      <InitiativeView initiative={initiative} />
    </RecordDetail>
  );
}
