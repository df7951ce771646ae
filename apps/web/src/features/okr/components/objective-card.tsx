import type { Objective } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { measureText } from '../format';
import { recordPath } from '../../../shared/records/record-kind';
import { keyResultProgress } from '../progress';
import { objectiveKind } from '../record';
import { ObjectiveSummary } from './objective-summary';
import { ProgressBar } from '../../../shared/progress/progress-bar';
import '../okr.css';

/** One objective on /okr: its overall progress and every key result with its bar. */
export function ObjectiveCard({ objective }: { objective: Objective }) {
  return (
    <Card
      className="objective-card"
      // A long objective wraps rather than losing its end to an ellipsis (a phone fits ~30 characters).
      styles={{ title: { whiteSpace: 'normal' }, header: { paddingBlock: 12 } }}
      title={
        <h2 className="card-heading objective-card__title">
          <Link to={recordPath(objectiveKind, objective.id)}>{objective.title}</Link>
        </h2>
      }
    >
      <ObjectiveSummary objective={objective} />
      {objective.keyResults.length > 0 ? (
        <ul className="key-result-list">
          {objective.keyResults.map((keyResult) => (
            <li key={keyResult.id} className="key-result-list__item">
              <div className="key-result-list__row">
                <span>{keyResult.title}</span>
                <span className="text-secondary key-result-list__measure">{measureText(keyResult)}</span>
              </div>
              <ProgressBar progress={keyResultProgress(keyResult)} label={keyResult.title} size="small" />
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
