import { PlusOutlined } from '@ant-design/icons';
import type { ObjectiveDetail as Objective } from '@warroom/contracts';
import { Button, Card } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../lib/format-date';
import { RecordDetail } from '../../../shared/records/components/record-detail';
import { objectiveKind } from '../record';
import { KeyResultItem } from './key-result-item';
import { KeyResultModal } from './key-result-modal';
import { ObjectiveEditModal } from './objective-edit-modal';
import { ObjectiveSummary } from './objective-summary';
import { useCanWrite } from '../../../shared/session/use-can-write';
import '../okr.css';

type ObjectiveDetailProps = { objective: Objective };

/** /okr/{id}: the objective, its progress and its key results with their check-ins. */
export function ObjectiveDetail({ objective }: ObjectiveDetailProps) {
  const canWrite = useCanWrite();
  const [adding, setAdding] = useState(false);
  return (
    <RecordDetail
      kind={objectiveKind}
      record={objective}
      subtitle={`Created ${formatDate(objective.createdAt)} · updated ${formatDate(objective.updatedAt)}`}
      edit={(edit) => <ObjectiveEditModal objective={objective} edit={edit} />}
      editIn="modal"
      actionTexts={{
        edit: 'Edit Objective',
        delete: 'Delete Objective',
        deleteDescription: 'Its key results and their check-ins are deleted with it.',
      }}
    >
      <Card title={<h2 className="card-heading">Progress</h2>}>
        {objective.description ? <p className="preserve-lines objective-description">{objective.description}</p> : null}
        <ObjectiveSummary objective={objective} />
      </Card>
      <Card
        title={<h2 className="card-heading">Key Results</h2>}
        extra={
          canWrite ? (
            <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
              Add Key Result
            </Button>
          ) : null
        }
      >
        {objective.keyResults.length === 0 ? (
          <p className="text-secondary">No key results yet</p>
        ) : (
          <div className="key-results">
            {objective.keyResults.map((keyResult) => (
              <KeyResultItem key={keyResult.id} keyResult={keyResult} canWrite={canWrite} />
            ))}
          </div>
        )}
      </Card>
      {canWrite ? <KeyResultModal objectiveId={objective.id} open={adding} onClose={() => setAdding(false)} /> : null}
    </RecordDetail>
  );
}
