import { Flex } from 'antd';
import { ROUTES } from '../../../app/routes';
import { ListStates } from '../../../components/list-states';
import { useObjectives } from '../hooks/use-objectives';
import { ObjectiveCard } from './objective-card';

/** The cards of /okr, with loading, error and empty states. */
export function ObjectiveList({ canWrite }: { canWrite: boolean }) {
  return (
    <ListStates
      list={useObjectives()}
      noun="objectives"
      create={canWrite ? { to: `${ROUTES.okr}/new`, label: 'Create Objective' } : undefined}
      framed={false}
    >
      {(rows) => (
        <Flex vertical gap={16}>
          {rows.map((objective) => (
            <ObjectiveCard key={objective.id} objective={objective} />
          ))}
        </Flex>
      )}
    </ListStates>
  );
}
