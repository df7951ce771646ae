import { Empty } from 'antd';
import './chart-area.css';

/** What a chart card shows when there is nothing to draw (its own module: antd's Empty only where a chart can be empty). */
export function ChartEmpty({ text }: { text: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={text} className="chart-box__empty" />;
}
