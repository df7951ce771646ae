import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { PageHeader } from '../../../components/page-header';
import { useCreateMetric } from '../hooks/use-create-metric';
import { MetricForm } from './metric-form';

/** /metrics/new: the form; on success, the new metric. */
export function NewMetric() {
  const navigate = useNavigate();
  const create = useCreateMetric();
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Metric" subtitle="Name a number to track; add its data points next." />
      <Card>
        <MetricForm
          submitLabel="Create Metric"
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => void navigate(ROUTES.metrics)}
        />
      </Card>
    </Flex>
  );
}
