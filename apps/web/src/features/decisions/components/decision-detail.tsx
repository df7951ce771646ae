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

const countFormat = new Intl.NumberFormat('en-US');

function SupersededNote({ decision }: { decision: Decision }) {
  if (!decision.supersededBy) return null;
  return (
    <p>
      <Link to={decisionUrl(decision.supersededBy)}>
        Superseded by {decision.supersededByTitle ?? 'a newer decision'}
      </Link>
    </p>
  );
}

/** The decisions this one supersedes: the newest the detail carries, and how many more there are. */
function SupersedesNote({ decision }: { decision: Decision }) {
  if (decision.supersedes.length === 0) return null;
  const more = decision.supersedesCount - decision.supersedes.length;
  return (
    <p>
      Supersedes{' '}
      {decision.supersedes.map((older, index) => (
        <span key={older.id}>
          {index > 0 ? ', ' : null}
          <Link to={decisionUrl(older.id)}>{older.title}</Link>
        </span>
      ))}
      {more > 0 ? ` and ${countFormat.format(more)} more` : null}
    </p>
  );
}

function DecisionView({ decision }: { decision: Decision }) {
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
        <SupersededNote decision={decision} />
        <SupersedesNote decision={decision} />
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
        <DecisionView decision={decision} />
      )}
    </Flex>
  );
}
