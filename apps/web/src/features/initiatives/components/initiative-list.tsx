import { ROUTES } from '../../../app/routes';
import { ListStates } from '../../../components/list-states';
import { useInitiatives } from '../hooks/use-initiatives';
import { InitiativesTable } from './initiatives-table';

/** /initiatives: loading, error, empty or the table. */
export function InitiativeList({ canWrite }: { canWrite: boolean }) {
  return (
    <ListStates
      list={useInitiatives()}
      noun="initiatives"
      create={canWrite ? { to: `${ROUTES.initiatives}/new`, label: 'Create Initiative' } : undefined}
    >
      {(rows) => <InitiativesTable initiatives={rows} />}
    </ListStates>
  );
}
