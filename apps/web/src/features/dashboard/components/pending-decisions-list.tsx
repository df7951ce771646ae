import type { Decision } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { formatDate } from '../../../lib/format-date';
import { PENDING_DECISIONS_SHOWN, pendingDecisions } from '../summary';

/** Up to 5 PROPOSED decisions, newest first, each with its created date. */
export function PendingDecisionsList({
  decisions,
  loading,
}: {
  decisions: readonly Decision[] | undefined;
  loading: boolean;
}) {
  const pending = decisions ? pendingDecisions(decisions).slice(0, PENDING_DECISIONS_SHOWN) : undefined;
  return (
    <Card title={<h2 className="card-heading">Pending Decisions</h2>} className="dashboard-list-card">
      {loading ? <p className="text-secondary dashboard-list__empty">Loading decisions...</p> : null}
      {pending?.length === 0 ? <p className="text-secondary dashboard-list__empty">No pending decisions</p> : null}
      {pending && pending.length > 0 ? (
        <ul className="dashboard-list">
          {pending.map((decision) => (
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
