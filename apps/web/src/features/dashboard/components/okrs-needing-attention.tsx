import type { Dashboard } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { objectiveUrl, ROUTES } from '../../../shared/routes';
import { ProgressBar } from '../../../shared/progress/progress-bar';
import { percentText } from '../../../shared/progress/progress';

type OkrsNeedingAttentionProps = {
  /** The newest objectives below 75% progress (at most 20); undefined while loading. */
  attention: Dashboard['attention'] | undefined;
  /** How many objectives are below 75% in all. */
  needingAttention: number;
  /** The dashboard could not be loaded: say so instead of loading. */
  failed: boolean;
};

/** Objectives below 75% progress, each with its percent and bar; a link to /okr when there are more. */
export function OkrsNeedingAttention({ attention, needingAttention, failed }: OkrsNeedingAttentionProps) {
  const more = attention ? needingAttention - attention.length : 0;
  return (
    <Card title={<h2 className="card-heading">OKRs Needing Attention</h2>} className="dashboard-list-card">
      {attention === undefined ? (
        <p className="text-secondary dashboard-list__empty">
          {failed ? 'The objectives could not be loaded.' : 'Loading objectives...'}
        </p>
      ) : null}
      {attention?.length === 0 ? <p className="text-secondary dashboard-list__empty">All OKRs are on track!</p> : null}
      {attention && attention.length > 0 ? (
        <ul className="dashboard-list">
          {attention.map((objective) => (
            <li key={objective.id} className="dashboard-list__item">
              <div className="dashboard-list__row">
                <Link to={objectiveUrl(objective.id)}>{objective.title}</Link>
                <span className="dashboard-list__figure">{percentText(objective.progress)}</span>
              </div>
              <ProgressBar progress={objective.progress} label={objective.title} size="small" />
            </li>
          ))}
        </ul>
      ) : null}
      {more > 0 ? (
        <p className="text-secondary dashboard-list__more">
          The newest {attention?.length} of {needingAttention} are listed.{' '}
          <Link to={ROUTES.okr}>See every objective</Link>
        </p>
      ) : null}
    </Card>
  );
}
