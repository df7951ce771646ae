import type { Decision } from '@warroom/contracts';
import { Card } from 'antd';
import { Link } from 'react-router-dom';
import { MarkdownSection } from '../../../components/markdown-section';
import { formatDate } from '../../../lib/format-date';
import { formatDateTime } from '../../../lib/format-relative-time';
import { RecordDetail, RecordMeta } from '../../records/components/record-detail';
import { recordPath } from '../../records/record-kind';
import { decisionKind } from '../record';
import { DecisionForm } from './decision-form';
import { DecisionStatusTag } from './decision-status-tag';

const decisionUrl = (id: string) => recordPath(decisionKind, id);

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
      <RecordMeta
        items={[
          { label: 'Status', value: <DecisionStatusTag decision={decision} /> },
          { label: 'Created', value: formatDate(decision.createdAt) },
          { label: 'Last updated', value: formatDateTime(decision.updatedAt) },
        ]}
      />
      <div style={{ marginTop: 16 }}>
        <SupersededNote decision={decision} />
        <SupersedesNote decision={decision} />
      </div>
      {SECTIONS.map((section) => (
        <MarkdownSection
          key={section.key}
          id={`decision-section-${section.key}`}
          title={section.title}
          text={decision[section.key]}
          empty={section.empty}
        />
      ))}
    </Card>
  );
}

type DecisionDetailProps = { decision: Decision; canWrite: boolean };

/** One decision: its sections as markdown, its supersede links; edit and delete for writers. */
export function DecisionDetail({ decision, canWrite }: DecisionDetailProps) {
  return (
    <RecordDetail
      kind={decisionKind}
      record={decision}
      canWrite={canWrite}
      subtitle="Architectural Decision Record"
      edit={(edit) => (
        <DecisionForm
          initial={decision}
          {...edit.form}
          onSubmit={(body) => edit.save({ ...body, supersededBy: body.supersededBy ?? null })}
        />
      )}
    >
      <DecisionView decision={decision} />
    </RecordDetail>
  );
}
