import { Card } from 'antd';
import { useCreateFrame } from '../../records/hooks/use-create-frame';
import { initiativeKind } from '../record';
import { InitiativeForm } from './initiative-form';

/** /initiatives/new: POST /api/initiatives, then the new initiative's detail. */
export function InitiativeCreateForm() {
  const { create, frame } = useCreateFrame(initiativeKind);
  return (
    <Card className="page-narrow">
      <InitiativeForm idPrefix="new-initiative" {...frame} onSubmit={(fields) => create.mutate(fields)} />
    </Card>
  );
}
