import type { Decision } from '@warroom/contracts';
import { Card, Flex } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../../app/routes';
import { RecordActions } from '../../../components/record-actions';
import { Markdown } from '../../../components/markdown';
import { PageHeader } from '../../../components/page-header';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { useDecisions } from '../hooks/use-decisions';
import { useDeleteDecision } from '../hooks/use-delete-decision';
import { useUpdateDecision } from '../hooks/use-update-decision';
import { DecisionForm } from './decision-form';
import { DecisionStatusTag } from './decision-status-tag';
import '../../../styles/records.css';

const decisionUrl = (id: string) => `${ROUTES.decisions}/${id}`;

/** The export's fallbacks (SPEC.md section 9) for a section left empty. */
const SECTIONS = [
  { key: 'context', title: 'Context', empty: 'No context provided' },
  { key: 'decision', title: 'Decision', empty: 'No decision recorded' },
  { key: 'consequences', title: 'Consequences', empty: 'No consequences documented' },
] as const;

function SupersededNote({ decision, all }: { decision: Decision; all: Decision[] | undefined }) {
  if (!decision.supersededBy) return null;
  const replacement = all?.find((other) => other.id === decision.supersededBy);
  return (
    <p>
      <Link to={decisionUrl(decision.supersededBy)}>Superseded by {replacement?.title ?? 'a newer decision'}</Link>
    </p>
  );
}

function DecisionView({ decision, all }: { decision: Decision; all: Decision[] | undefined }) {
  return (
    <Card>
      <dl className="record-meta">
        <div>
          <dt className="text-secondary">Status</dt>
          <dd>
            <DecisionStatusTag decision={decision} />
          </dd>
        </div>
        <div>
          <dt className="text-secondary">Created</dt>
          <dd>{formatDate(decision.createdAt)}</dd>
        </div>
        <div>
          <dt className="text-secondary">Last updated</dt>
          <dd>{formatDateTime(decision.updatedAt)}</dd>
        </div>
      </dl>
      <div style={{ marginTop: 16 }}>
        <SupersededNote decision={decision} all={all} />
        {decision.supersedes.length > 0 ? (
          <p>
            Supersedes{' '}
            {decision.supersedes.map((older, index) => (
              <span key={older.id}>
                {index > 0 ? ', ' : null}
                <Link to={decisionUrl(older.id)}>{older.title}</Link>
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {SECTIONS.map((section) => (
        <section key={section.key} className="record-section" aria-labelledby={`decision-section-${section.key}`}>
          <h2 id={`decision-section-${section.key}`} className="record-section__title">
            {section.title}
          </h2>
          {decision[section.key].trim() ? (
            <Markdown>{decision[section.key]}</Markdown>
          ) : (
            <p className="text-secondary">{section.empty}</p>
          )}
        </section>
      ))}
    </Card>
  );
}

type DecisionDetailProps = { decision: Decision; canWrite: boolean };

/** One decision: its sections as markdown, its supersede links; edit and delete for writers. */
export function DecisionDetail({ decision, canWrite }: DecisionDetailProps) {
  const [editing, setEditing] = useState(false);
  const decisions = useDecisions();
  const update = useUpdateDecision(() => setEditing(false));
  const remove = useDeleteDecision();

  const actions = canWrite ? (
    <RecordActions
      what="decision"
      title={decision.title}
      editing={editing}
      onEdit={() => setEditing(true)}
      deleting={remove.isPending}
      onDelete={() => remove.mutate(decision.id)}
    />
  ) : null;

  return (
    <Flex vertical gap={24}>
      <PageHeader title={decision.title} subtitle="Architectural Decision Record" actions={actions} />
      {editing ? (
        <Card title={<h2 className="card-heading">Edit decision</h2>}>
          <DecisionForm
            initial={decision}
            decisions={decisions.data ?? []}
            submitLabel="Save Decision"
            pending={update.isPending}
            error={update.error}
            onSubmit={(body) =>
              update.mutate({ id: decision.id, changes: { ...body, supersededBy: body.supersededBy ?? null } })
            }
            onCancel={() => {
              update.reset();
              setEditing(false);
            }}
          />
        </Card>
      ) : (
        <DecisionView decision={decision} all={decisions.data} />
      )}
    </Flex>
  );
}
