import type { Metric } from '@warroom/contracts';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { RecordActions } from '../../../components/record-actions';
import { PageHeader } from '../../../components/page-header';
import { useDeleteMetric } from '../hooks/use-delete-metric';
import { useUpdateMetric } from '../hooks/use-update-metric';
import { formatValue, latestPoint, trendOf } from '../trend';
import { AddPointForm } from './add-point-form';
import { MetricChart } from './metric-chart';
import { MetricForm } from './metric-form';
import { MetricPointsTable } from './metric-points-table';
import { MetricTrend } from './metric-trend';
import { hasMorePoints, PointsShownNote } from './points-shown-note';
import '../../../styles/records.css';

function MetricFacts({ metric }: { metric: Metric }) {
  const latest = latestPoint(metric.points);
  return (
    <Card>
      <dl className="record-meta">
        <div>
          <dt className="text-secondary">Key</dt>
          <dd className="metric-card__key">{metric.key}</dd>
        </div>
        <div>
          <dt className="text-secondary">Unit</dt>
          <dd>{metric.unit || 'None'}</dd>
        </div>
        <div>
          <dt className="text-secondary">Target</dt>
          <dd>{metric.target === null ? 'None' : formatValue(metric.target)}</dd>
        </div>
        <div>
          <dt className="text-secondary">Latest</dt>
          <dd>{latest ? formatValue(latest.value) : 'No data points yet'}</dd>
        </div>
        <div>
          <dt className="text-secondary">Trend</dt>
          <dd>
            <MetricTrend trend={trendOf(metric.points)} />
            {/* The detail carries the latest points only: its earliest is not the metric's first. */}
            {hasMorePoints(metric) ? (
              <span className="text-secondary">
                {' '}
                over the latest {metric.points.length.toLocaleString('en-US')} points
              </span>
            ) : null}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

type MetricDetailProps = { metric: Metric; canWrite: boolean };

/** One metric: its chart with the target, its points, adding a point; edit and delete for writers. */
export function MetricDetail({ metric, canWrite }: MetricDetailProps) {
  const [editing, setEditing] = useState(false);
  const update = useUpdateMetric(() => setEditing(false));
  const remove = useDeleteMetric();

  const actions = canWrite ? (
    <RecordActions
      what="metric"
      title={metric.label}
      editing={editing}
      onEdit={() => setEditing(true)}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(metric.id)}
    />
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={metric.label} subtitle={`Metric ${metric.key}`} actions={actions} />
      {editing ? (
        <Card title={<h2 className="card-heading">Edit metric</h2>}>
          <MetricForm
            initial={metric}
            submitLabel="Save Metric"
            pending={update.isPending}
            error={update.error}
            onSubmit={(body) =>
              update.mutate({
                id: metric.id,
                changes: { ...body, unit: body.unit ?? null, target: body.target ?? null },
              })
            }
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <MetricFacts metric={metric} />
      )}
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
    </Flex>
  );
}
