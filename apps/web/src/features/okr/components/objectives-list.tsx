import { Flex } from 'antd';
import { RecordListPage } from '../../../shared/records/components/record-list-page';
import { useObjectives } from '../hooks/use-objectives';
import { objectiveKind } from '../record';
import { ObjectiveCard } from './objective-card';
import '../okr.css';

/** /okr: the objectives as cards, New Objective for writers. */
export function ObjectivesList() {
  return (
    <RecordListPage
      kind={objectiveKind}
      title="Objectives & Key Results"
      subtitle="What leadership is aiming for this quarter, and how far each result has come."
      list={useObjectives()}
      framed={false}
    >
      {(rows) => (
        <Flex vertical gap={16}>
          {rows.map((objective) => (
            <ObjectiveCard key={objective.id} objective={objective} />
          ))}
        </Flex>
      )}
    </RecordListPage>
  );
}
