import { Flex } from 'antd';
import { ROUTES } from '../../../app/routes';
import { ListActions } from '../../../components/list-actions';
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
  const total = decisions.data?.total;

  const actions = (
    <ListActions
      exportLabel="Export Markdown"
      exporting={exporter.isPending}
      exportDisabled={!total}
      onExport={() => exporter.run(total)}
      create={canWrite ? { to: NEW_DECISION, label: 'New Decision' } : undefined}
    />
  );

  return (
    <Flex vertical gap={24}>
      <PageHeader
        title="Architectural Decision Records"
        subtitle="What was decided, why, and what it changed."
        actions={actions}
      />
      <ListStates
        list={decisions}
        noun="decisions"
        create={canWrite ? { to: NEW_DECISION, label: 'Create Decision' } : undefined}
      >
        {(rows) => <DecisionsTable decisions={rows} />}
      </ListStates>
    </Flex>
  );
}
