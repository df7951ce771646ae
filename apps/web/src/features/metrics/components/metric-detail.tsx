import type { Metric } from '@warroom/contracts';
import { Card } from 'antd';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { metricFields } from '../fields';
import { metricKind } from '../record';
import { AddPointForm } from './add-point-form';
import { MetricChart } from './metric-chart';
import { MetricPointsTable } from './metric-points-table';
import { PointsShownNote } from './points-shown-note';
import { useCanWrite } from '../../../shared/session/use-can-write';
import '../metrics.css';

type MetricDetailProps = { metric: Metric };

/** One metric: its chart with the target, its points, adding a point; edit and delete for writers. */
export function MetricDetail({ metric }: MetricDetailProps) {
  const canWrite = useCanWrite();
  return (
    <FieldsDetail
      kind={metricKind}
      fields={metricFields}
      record={metric}
      subtitle={`Metric ${metric.key}`}
      more={
        <>
          <MetricChart metric={metric} />
          {canWrite ? (
            <Card title={<h2 className="card-heading">Add point</h2>}>
              <AddPointForm metricId={metric.id} />
            </Card>
          ) : null}
          <Card title={<h2 className="card-heading">Data points</h2>}>
            <PointsShownNote metric={metric} />
            <MetricPointsTable points={metric.points} />
          </Card>
        </>
      }
    />
  );
}
