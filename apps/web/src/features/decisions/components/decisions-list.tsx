import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { ROUTES } from '../../../app/routes';
import { LinkButton } from '../../../components/link-button';
import { ListStates } from '../../../components/list-states';
import { PageHeader } from '../../../components/page-header';
import { useDecisions } from '../hooks/use-decisions';
import { useExportDecisions } from '../hooks/use-export-decisions';
import { DecisionsTable } from './decisions-table';
import '../../../styles/records.css';

const NEW_DECISION = `${ROUTES.decisions}/new`;

/** SPEC.md "Decisions list": the table, Export Markdown and, for writers, New Decision. */
export function DecisionsList({ canWrite }: { canWrite: boolean }) {
  const decisions = useDecisions();
  const exporter = useExportDecisions();
  const none = !decisions.data?.length;

  const actions = (
    <Flex gap={8} wrap>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        disabled={none}
        loading={exporter.isPending}
        onClick={exporter.run}
      >
        Export Markdown
      </Button>
      {canWrite ? (
        <LinkButton type="primary" icon={<PlusOutlined aria-hidden />} to={NEW_DECISION}>
          New Decision
        </LinkButton>
      ) : null}
    </Flex>
  );

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Architectural Decision Records"
        subtitle="What was decided, why, and what it changed."
        actions={actions}
      />
      <ListStates
        query={decisions}
        noun="decisions"
        create={canWrite ? { to: NEW_DECISION, label: 'Create Decision' } : undefined}
      >
        {(rows) => <DecisionsTable decisions={rows} />}
      </ListStates>
    </Flex>
  );
}
