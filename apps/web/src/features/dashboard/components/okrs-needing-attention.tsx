import type { Objective } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { objectiveUrl } from '../../../app/routes';
import { ProgressBar } from '../../okr/components/progress-bar';
import { objectiveProgress, percentText } from '../../okr/progress';
import { objectivesNeedingAttention } from '../summary';

/** Objectives below 75% progress, each with its percent and bar. */
export function OkrsNeedingAttention({
  objectives,
  loading,
}: {
  objectives: readonly Objective[] | undefined;
  loading: boolean;
}) {
  const needing = objectives ? objectivesNeedingAttention(objectives) : undefined;
  return (
    <Card title={<h2 className="card-heading">OKRs Needing Attention</h2>} className="dashboard-list-card">
      {loading ? <p className="text-secondary dashboard-list__empty">Loading objectives...</p> : null}
      {needing?.length === 0 ? <p className="text-secondary dashboard-list__empty">All OKRs are on track!</p> : null}
      {needing && needing.length > 0 ? (
        <ul className="dashboard-list">
          {needing.map((objective) => {
            const progress = objectiveProgress(objective.keyResults);
            return (
              <li key={objective.id} className="dashboard-list__item">
                <div className="dashboard-list__row">
                  <Link to={objectiveUrl(objective.id)}>{objective.title}</Link>
                  <span className="dashboard-list__figure">{percentText(progress)}</span>
                </div>
                <ProgressBar progress={progress} label={objective.title} size="small" />
              </li>
            );
          })}
        </ul>
      ) : null}
    </Card>
  );
}
