import { Card } from 'antd';
import { RecordFieldsForm } from '../../../shared/records/components/record-fields-form';
import { useCreateFrame } from '../../../shared/records/hooks/use-create-frame';
import { initiativeFields } from '../fields';
import { initiativeKind } from '../record';

/** /initiatives/new: POST /api/initiatives, then the new initiative's detail. */
export function InitiativeCreateForm() {
  const { create, frame } = useCreateFrame(initiativeKind);
  return (
    <Card className="page-narrow">
      <RecordFieldsForm
        fields={initiativeFields}
        idPrefix="new-initiative"
        layout="page"
        {...frame}
        onSubmit={(body) => create.mutate(body)}
      />
    </Card>
  );
}
