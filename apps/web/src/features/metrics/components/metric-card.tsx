import type { MetricSummary } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../shared/routes';
import { formatValue, latestPoint, pointCountText, trendOf } from '../trend';
import { MetricTrend } from './metric-trend';
import '../metrics.css';

/**
 * Label, key, trend arrow and the latest value with the point count (SPEC.md "Metrics list").
 * The list carries the earliest and the latest point, which is all the trend compares.
 */
export function MetricCard({ metric }: { metric: MetricSummary }) {
  const latest = latestPoint(metric.points);
  return (
    <Card className="metric-card">
      <div className="metric-card__head">
        <div>
          <h2 className="metric-card__label">
            <Link to={`${ROUTES.metrics}/${metric.id}`}>{metric.label}</Link>
          </h2>
          <div className="text-secondary metric-card__key">{metric.key}</div>
        </div>
        <MetricTrend trend={trendOf(metric.points)} />
      </div>
      {metric.pointCount > 0 && latest ? (
        <>
          <p className="metric-card__value">
            {formatValue(latest.value)}
            {metric.unit ? <span className="text-secondary"> {metric.unit}</span> : null}
          </p>
          <p className="text-secondary" style={{ margin: 0 }}>
            {pointCountText(metric.pointCount)}
            {metric.target !== null ? ` · target ${formatValue(metric.target)}` : ''}
          </p>
        </>
      ) : (
        <p className="text-secondary" style={{ margin: '16px 0 0' }}>
          No data points yet
        </p>
      )}
    </Card>
  );
}
