import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { KeyResultDetail } from '@warroom/contracts';
import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { measureText } from '../format';
import { useDeleteKeyResult } from '../hooks/use-key-result-writes';
import { keyResultProgress, percentText } from '../progress';
import { CheckInChart } from './check-in-chart';
import { CheckInsShown, CheckInTable } from './check-in-table';
import { KeyResultModal } from './key-result-modal';
import { ProgressBar } from './progress-bar';

type KeyResultItemProps = { keyResult: KeyResultDetail; canWrite: boolean };

/** One key result on the objective's detail: its bar, its check-ins (chart and table), edit and delete. */
export function KeyResultItem({ keyResult, canWrite }: KeyResultItemProps) {
  const [editing, setEditing] = useState(false);
  const remove = useDeleteKeyResult();
  const progress = keyResultProgress(keyResult);
  return (
    <section className="key-result" aria-labelledby={`key-result-${keyResult.id}`}>
      <div className="key-result__header">
        <div>
          <h3 id={`key-result-${keyResult.id}`} className="key-result__title">
            {keyResult.title}
          </h3>
          <p className="text-secondary key-result__measure">
            {measureText(keyResult)} · {percentText(progress)}
          </p>
        </div>
        {canWrite ? (
          <Flex gap={8} wrap>
            <Button
              size="small"
              icon={<EditOutlined aria-hidden />}
              onClick={() => setEditing(true)}
              aria-label={`Edit ${keyResult.title}`}
            >
              Edit
            </Button>
            <Popconfirm
              title={`Delete the key result "${keyResult.title}"?`}
              description="Its check-ins are deleted with it."
              okText="Delete"
              okButtonProps={{ danger: true }}
              onConfirm={() => remove.mutate(keyResult.id)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={remove.isPending}
                aria-label={`Delete ${keyResult.title}`}
              >
                Delete
              </Button>
            </Popconfirm>
          </Flex>
        ) : null}
      </div>
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
