import { ArrowDownOutlined, ArrowRightOutlined, ArrowUpOutlined } from '@ant-design/icons';
import type { Trend } from '../trend';
import '../metrics.css';

const TREND_TEXT: Record<Trend, string> = { up: 'Trending up', down: 'Trending down', neutral: 'No clear trend' };

/** The trend arrow, named for screen readers. */
export function MetricTrend({ trend }: { trend: Trend }) {
  const icon = trend === 'up' ? <ArrowUpOutlined /> : trend === 'down' ? <ArrowDownOutlined /> : <ArrowRightOutlined />;
  return (
    <span
      role="img"
      aria-label={TREND_TEXT[trend]}
      title={TREND_TEXT[trend]}
      className={`metric-card__trend metric-trend--${trend}`}
    >
      {icon}
    </span>
  );
}
