import { Card } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { useCreateRecord } from '../../records/hooks/use-record-writes';
import { initiativeKind } from '../record';
import { InitiativeForm } from './initiative-form';

/** /initiatives/new: POST /api/initiatives, then the new initiative's detail. */
export function InitiativeCreateForm() {
  const create = useCreateRecord(initiativeKind);
  return (
    <Card className="page-narrow">
      <InitiativeForm
        idPrefix="new-initiative"
        label="New initiative"
        submitLabel="Create Initiative"
        pending={create.isPending}
        error={create.error}
        failedTitle="The initiative was not created"
        onSubmit={(fields) => create.mutate(fields)}
        cancel={<LinkButton to={ROUTES.initiatives}>Cancel</LinkButton>}
      />
    </Card>
  );
}
