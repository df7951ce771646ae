import { PlusOutlined } from '@ant-design/icons';
import type { ObjectiveDetail as Objective } from '@warroom/contracts';
import { Button, Card, Flex } from 'antd';
import { useState } from 'react';
import { PageHeader } from '../../../components/page-header';
import { RecordActions } from '../../../components/record-actions';
import { formatDate } from '../../../lib/format-date';
import { keyResultCountText } from '../format';
import { useDeleteObjective } from '../hooks/use-delete-objective';
import { objectiveProgress, percentText } from '../progress';
import { KeyResultItem } from './key-result-item';
import { KeyResultModal } from './key-result-modal';
import { ObjectiveEditModal } from './objective-edit-modal';
import { ProgressBar } from './progress-bar';

type ObjectiveDetailProps = { objective: Objective; canWrite: boolean };

/** /okr/{id}: the objective, its progress and its key results with their check-ins. */
export function ObjectiveDetail({ objective, canWrite }: ObjectiveDetailProps) {
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const remove = useDeleteObjective();
  const progress = objectiveProgress(objective.keyResults);

  const actions = canWrite ? (
    <RecordActions
      what="objective"
      title={objective.title}
      editing={false}
      onEdit={() => setEditing(true)}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(objective.id)}
      editLabel="Edit Objective"
      deleteLabel="Delete Objective"
      deleteDescription="Its key results and their check-ins are deleted with it."
    />
  ) : undefined;

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title={objective.title}
        subtitle={`Created ${formatDate(objective.createdAt)} · updated ${formatDate(objective.updatedAt)}`}
        actions={actions}
      />
      <Card title={<h2 className="card-heading">Progress</h2>}>
        {objective.description ? <p className="preserve-lines objective-description">{objective.description}</p> : null}
        <div className="okr-summary">
          <span className="text-secondary">{keyResultCountText(objective.keyResults.length)}</span>
          <span className="okr-summary__percent">{percentText(progress)} complete</span>
        </div>
        <ProgressBar progress={progress} label={`${objective.title} overall progress`} />
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
      {canWrite ? (
        <>
          <ObjectiveEditModal objective={objective} open={editing} onClose={() => setEditing(false)} />
          <KeyResultModal objectiveId={objective.id} open={adding} onClose={() => setAdding(false)} />
        </>
      ) : null}
    </Flex>
  );
}
