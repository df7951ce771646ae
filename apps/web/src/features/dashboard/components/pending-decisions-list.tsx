import type { Dashboard } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { formatDate } from '../../../lib/format-date';

/** Up to 5 PROPOSED decisions (not superseded), newest first, each with its created date. */
type PendingDecisionsListProps = {
  decisions: Dashboard['pendingDecisions'] | undefined;
  /** The dashboard could not be loaded: say so instead of loading. */
  failed: boolean;
};

export function PendingDecisionsList({ decisions, failed }: PendingDecisionsListProps) {
  return (
    <Card title={<h2 className="card-heading">Pending Decisions</h2>} className="dashboard-list-card">
      {decisions === undefined ? (
        <p className="text-secondary dashboard-list__empty">
          {failed ? 'The decisions could not be loaded.' : 'Loading decisions...'}
        </p>
      ) : null}
      {decisions?.length === 0 ? <p className="text-secondary dashboard-list__empty">No pending decisions</p> : null}
      {decisions && decisions.length > 0 ? (
        <ul className="dashboard-list">
          {decisions.map((decision) => (
            <li key={decision.id} className="dashboard-list__item dashboard-list__row">
              <Link to={`${ROUTES.decisions}/${encodeURIComponent(decision.id)}`}>{decision.title}</Link>
              <time className="text-secondary dashboard-list__figure" dateTime={decision.createdAt}>
                {formatDate(decision.createdAt)}
              </time>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
