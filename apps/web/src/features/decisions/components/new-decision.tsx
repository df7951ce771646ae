import { Card, Flex } from 'antd';
import { useNavigate } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { PageHeader } from '../../../components/page-header';
import { useCreateDecision } from '../hooks/use-create-decision';
import { DecisionForm } from './decision-form';

/** /decisions/new: the form; on success, the new decision. */
export function NewDecision() {
  const navigate = useNavigate();
  const create = useCreateDecision();
  return (
    <Flex vertical gap={24}>
      <PageHeader title="New Decision" subtitle="Record an architectural decision and its reasoning." />
      <Card>
        <DecisionForm
          submitLabel="Create Decision"
          pending={create.isPending}
          error={create.error}
          onSubmit={(body) => create.mutate(body)}
          onCancel={() => void navigate(ROUTES.decisions)}
        />
      </Card>
    </Flex>
  );
}
