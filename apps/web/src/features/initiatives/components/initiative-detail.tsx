import type { Initiative } from '@warroom/contracts';
import { Button } from 'antd';
import { RecordDetail } from '../../../shared/records/components/record-detail';
import { RecordFieldsForm } from '../../../shared/records/components/record-fields-form';
import { RecordView } from '../../../shared/records/components/record-view';
import { initiativeFields } from '../fields';
import { initiativeKind } from '../record';

type InitiativeDetailProps = { initiative: Initiative };

/** /initiatives/{id}: the initiative; writers may edit it in place (what changed is sent) or delete it (confirmed). */
export function InitiativeDetail({ initiative }: InitiativeDetailProps) {
  return (
    <RecordDetail
      kind={initiativeKind}
      record={initiative}
      editTitle="Edit Initiative"
      editClassName="page-narrow"
      actionTexts={{
        edit: 'Edit Initiative',
        delete: 'Delete Initiative',
        deleteDescription: 'This cannot be undone.',
      }}
      noActionsWhileEditing
      edit={(edit) => (
        <RecordFieldsForm
          fields={initiativeFields}
          idPrefix="edit-initiative"
          label="Edit initiative"
          layout="page"
          initial={initiative}
          submitLabel="Save Changes"
          failedTitle="The initiative was not saved"
          pending={edit.pending}
          error={edit.error}
          onSubmit={edit.save}
          onUnchanged={edit.close}
          cancel={<Button onClick={edit.cancel}>Cancel</Button>}
        />
      )}
    >
      <RecordView kind={initiativeKind} fields={initiativeFields.fields} record={initiative} title="Details" />
    </RecordDetail>
  );
}
