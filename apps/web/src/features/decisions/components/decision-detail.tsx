import type { Decision } from '@warroom/contracts';
import { Link } from 'react-router-dom';
import { FieldsDetail } from '../../../shared/records/components/fields-detail';
import { recordPath } from '../../../shared/records/record-kind';
import { decisionKind } from '../record';
import { decisionFields } from '../fields';

const decisionUrl = (id: string) => recordPath(decisionKind, id);

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

type DecisionDetailProps = { decision: Decision };

/** One decision: its facts, its supersede links, its sections as markdown; edit and delete for writers. */
export function DecisionDetail({ decision }: DecisionDetailProps) {
  return (
    <FieldsDetail
      kind={decisionKind}
      fields={decisionFields}
      record={decision}
      subtitle="Architectural Decision Record"
    >
      <div style={{ marginTop: 16 }}>
        <SupersededNote decision={decision} />
        <SupersedesNote decision={decision} />
      </div>
    </FieldsDetail>
  );
}
