import type { KeyResultDetail } from '@warroom/contracts';
import { Flex } from 'antd';
import { RecordActions } from '../../../components/record-actions';
import { useState } from 'react';
import { measureText } from '../format';
import { useDeleteKeyResult } from '../hooks/use-key-result-writes';
import { percentText } from '../../../shared/progress/progress';
import { keyResultProgress } from '../progress';
import { CheckInChart } from './check-in-chart';
import { CheckInsShown, CheckInTable } from './check-in-table';
import { KeyResultModal } from './key-result-modal';
import { ProgressBar } from '../../../shared/progress/progress-bar';

type KeyResultItemProps = { keyResult: KeyResultDetail; canWrite: boolean };

/** One key result on the objective's detail: its bar, its check-ins (chart and table), edit and delete. */
export function KeyResultItem({ keyResult, canWrite }: KeyResultItemProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteKeyResult();
  const progress = keyResultProgress(keyResult);
  return (
    <section className="key-result" aria-labelledby={`key-result-${keyResult.id}`}>
      <Flex justify="space-between" align="flex-start" gap={12} wrap>
        <div>
          <h3 id={`key-result-${keyResult.id}`} className="card-heading">
            {keyResult.title}
          </h3>
          <p className="text-secondary key-result__measure">
            {measureText(keyResult)} · {percentText(progress)}
          </p>
        </div>
        {canWrite ? (
          <RecordActions
            what="key result"
            title={keyResult.title}
            editing={false}
            onEdit={() => setEditing(true)}
            deleting={remove.isPending}
            onDelete={() => remove.mutate(keyResult.id)}
            deleteQuestion={`Delete the key result "${keyResult.title}"?`}
            deleteDescription="Its check-ins are deleted with it."
            small
          />
        ) : null}
      </Flex>
      <ProgressBar progress={progress} label={keyResult.title} />
      <h4 className="key-result__subheading">Check-ins</h4>
      <CheckInsShown keyResult={keyResult} />
      {keyResult.checkIns.length > 0 ? <CheckInChart keyResult={keyResult} /> : null}
      <CheckInTable keyResult={keyResult} />
      {canWrite ? (
        <KeyResultModal
          objectiveId={keyResult.objectiveId}
          keyResult={keyResult}
          open={editing}
          onClose={() => setEditing(false)}
        />
      ) : null}
    </section>
  );
}
