import { Card } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { useCreateInitiative } from '../hooks/use-create-initiative';
import { InitiativeForm, valuesOf } from './initiative-form';

/** /initiatives/new: POST /api/initiatives, then the new initiative's detail. */
export function InitiativeCreateForm() {
  const create = useCreateInitiative();
  return (
    <Card className="page-narrow">
      <InitiativeForm
        idPrefix="new-initiative"
        label="New initiative"
        initial={valuesOf()}
        submitText="Create Initiative"
        pending={create.isPending}
        error={create.error}
        errorTitle="The initiative was not created"
        onSubmit={(fields, onError) => create.mutate(fields, { onError })}
        cancel={<LinkButton to={ROUTES.initiatives}>Cancel</LinkButton>}
      />
    </Card>
  );
}
