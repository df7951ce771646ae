import { describe, expect, it } from '@jest/globals';
import type { AuditEntryView } from '@warroom/contracts';
import { actorName, describeAuditEntry, sentenceText } from './describe-entry';

const ADMIN = { id: 'u-admin', email: 'admin@warroom.test', name: 'Admin' };
const DANA = { id: 'u-dana', email: 'dana@warroom.test', name: 'Dana' };
const BEN = { id: 'u-ben', email: 'ben@warroom.test', name: 'Ben' };

type Entry = Pick<AuditEntryView, 'actor' | 'action' | 'entity' | 'entityLabel' | 'meta'>;

function entry(action: string, fields: Partial<Entry> & { data?: unknown } = {}): Entry {
  const { data, ...rest } = fields;
  return {
    actor: ADMIN,
    action,
    entity: null,
    entityLabel: null,
    meta: data === undefined ? null : JSON.stringify(data),
    ...rest,
  };
}

const says = (e: Entry) => sentenceText(describeAuditEntry(e));

describe('the audit log in plain language (issue 20)', () => {
  it('names an applicant accepted, rejected or moved on, with the status change', () => {
    const accepted = entry('application.status_changed', {
      entity: 'Application:Ppa_123',
      entityLabel: 'Priya Raman',
      data: { from: 'VOTING', to: 'ACCEPTED', decisionReason: 'Strong platform experience' },
    });
    const description = describeAuditEntry(accepted);
    expect(sentenceText(description)).toBe('Admin accepted Priya Raman');
    expect(description.parts).toContainEqual({ text: 'Priya Raman', to: '/applications' });
    expect(description.changes).toEqual([
      { field: 'status', from: 'Voting', to: 'Accepted' },
      { field: 'reason', to: 'Strong platform experience' },
    ]);
    const moved = {
      ...accepted,
      meta: JSON.stringify({ from: 'SUBMITTED', to: 'UNDER_REVIEW', decisionReason: null }),
    };
    expect(says(moved)).toBe("Admin moved Priya Raman's application to Under review");
  });

  it('says how a reviewer voted, and reads well without the applicant’s name', () => {
    const vote = entry('application.voted', {
      actor: BEN,
      entity: 'Application:Ppa_123',
      entityLabel: 'Priya Raman',
      data: { vote: 'APPROVE', changed: false },
    });
    expect(says(vote)).toBe("Ben voted to approve Priya Raman's application");
    expect(says({ ...vote, meta: JSON.stringify({ vote: 'ABSTAIN', changed: true }) })).toBe(
      "Ben abstained on Priya Raman's application (a changed vote)",
    );
    expect(says({ ...vote, entityLabel: null })).toBe('Ben voted to approve an application');
    expect(
      says(entry('application.submitted', { actor: null, entity: 'Application:x', entityLabel: 'Priya Raman' })),
    ).toBe('Priya Raman applied to join');
  });

  it('says which fields of a record changed, links the record and lists old → new', () => {
    const updated = entry('objective.updated', {
      actor: DANA,
      entity: 'Objective:7d1c',
      entityLabel: 'Grow ARR',
      data: { changes: { title: { from: 'Grow revenue', to: 'Grow ARR' } } },
    });
    const description = describeAuditEntry(updated);
    expect(sentenceText(description)).toBe('Dana changed the title of the objective Grow ARR');
    expect(description.parts).toContainEqual({ text: 'Grow ARR', to: '/okr/7d1c' });
    expect(description.changes).toEqual([{ field: 'title', from: 'Grow revenue', to: 'Grow ARR' }]);
    expect(says({ ...updated, entityLabel: null })).toBe("Dana changed the objective's title");

    const many = entry('initiative.updated', {
      entity: 'Initiative:i1',
      entityLabel: 'SOC 2',
      data: {
        changes: {
          dueDate: { from: null, to: '2026-12-01' },
          rag: { from: 'GREEN', to: 'AMBER' },
          description: { from: { preview: 'Old text', length: 900 }, to: 'New' },
          owner: { from: 'a', to: 'b' },
        },
      },
    });
    const d = describeAuditEntry(many);
    expect(sentenceText(d)).toBe('Admin changed the due date, rag and 2 more fields of the initiative SOC 2');
    expect(d.parts).toContainEqual({ text: 'SOC 2', to: '/initiatives/i1' });
    expect(d.changes.slice(0, 3)).toEqual([
      { field: 'due date', from: '(empty)', to: '2026-12-01' },
      { field: 'rag', from: 'Green', to: 'Amber' },
      { field: 'description', from: 'Old text...', to: 'New' },
    ]);
  });

  it('names created and deleted records; a deleted one is not a link', () => {
    expect(
      describeAuditEntry(entry('decision.created', { entity: 'Decision:d1', entityLabel: 'Adopt NATS' })).parts,
    ).toEqual([{ text: 'Admin created the decision ' }, { text: 'Adopt NATS', to: '/decisions/d1' }]);
    const deleted = describeAuditEntry(
      entry('meeting.deleted', { entity: 'Meeting:m1', data: { title: 'Board sync' } }),
    );
    expect(deleted.parts).toEqual([{ text: 'Admin deleted the meeting Board sync' }]);
    expect(says(entry('document.created', { entity: 'Document:x' }))).toBe('Admin created a document');
    expect(
      describeAuditEntry(
        entry('keyresult.updated', {
          entity: 'KeyResult:k1',
          entityLabel: 'NRR 120%',
          data: { objectiveId: 'o1', checkInId: 'c1', changes: { current: { from: 100, to: 110 } } },
        }),
      ).parts,
    ).toEqual([{ text: 'Admin checked in on the key result ' }, { text: 'NRR 120%', to: '/okr/o1' }]);
    expect(says(entry('metric.point_added', { entity: 'Metric:m', entityLabel: 'MRR', data: { value: 12.5 } }))).toBe(
      'Admin added a data point of 12.5 to the metric MRR',
    );
  });

  it('says who is going to a live session, and who changed their answer (issue 32)', () => {
    const going = entry('meeting.rsvp', {
      actor: DANA,
      entity: 'Meeting:m1',
      entityLabel: 'Weekly AMA',
      data: { going: true, changed: false },
    });
    expect(describeAuditEntry(going).parts).toEqual([
      { text: 'Dana is going to the meeting ' },
      { text: 'Weekly AMA', to: '/meetings/m1' },
    ]);
    expect(says({ ...going, meta: JSON.stringify({ going: false, changed: true }) })).toBe(
      'Dana is not going to the meeting Weekly AMA (a changed answer)',
    );
    expect(says({ ...going, entityLabel: null })).toBe('Dana is going to a meeting');
  });

  it('tells people and invitations apart: role changes, deactivation, sign-ins', () => {
    const user = { entity: 'User:u-ben', entityLabel: 'Ben' };
    const role = entry('user.updated', {
      ...user,
      data: { before: { role: 'CTO', active: true }, after: { role: 'CEO', active: true } },
    });
    expect(says(role)).toBe('Admin made Ben CEO');
    expect(describeAuditEntry(role).parts).toContainEqual({ text: 'Ben', to: '/admin' });
    expect(describeAuditEntry(role).changes).toEqual([{ field: 'role', from: 'CTO', to: 'CEO' }]);
    expect(
      says(
        entry('user.updated', {
          ...user,
          data: { before: { role: 'CTO', active: true }, after: { role: 'CTO', active: false } },
        }),
      ),
    ).toBe('Admin deactivated Ben');
    expect(says(entry('auth.login', { ...user, actor: BEN }))).toBe('Ben signed in');
    expect(says(entry('auth.login_failed', { actor: null, data: { email: 'x@y.z', clientAddress: '::1' } }))).toBe(
      'A sign-in as x@y.z failed',
    );
    expect(says(entry('user.created', { ...user, data: { email: 'ben@warroom.test', role: 'CTO' } }))).toBe(
      'Admin added Ben as CTO',
    );
    expect(
      says(
        entry('invitation.created', {
          entity: 'Invitation:i',
          data: { email: 'p@x.io', role: 'CTO', source: 'application' },
        }),
      ),
    ).toBe('Admin invited p@x.io as CTO (application accepted)');
  });

  it('names the fields of a profile change, never their values', () => {
    const changed = entry('user.profile_updated', { actor: DANA, data: { fields: ['headline', 'expertise'] } });
    expect(says(changed)).toBe('Dana updated their profile (headline, expertise)');
    const filled = entry('user.profile_updated', {
      actor: null,
      entity: 'User:7',
      entityLabel: 'Dana',
      data: { fields: ['headline', 'stage'], reason: 'filled from their accepted application' },
    });
    expect(says(filled)).toBe('System filled the profile of Dana from their accepted application (headline, stage)');
  });

  it('falls back to the action as recorded for a type it does not know', () => {
    const unknown = entry('billing.refunded', { entity: 'Invoice:42', data: { from: 10, to: 0 } });
    expect(says(unknown)).toBe('Admin did billing.refunded on Invoice:42');
    expect(describeAuditEntry(unknown).changes).toEqual([{ field: 'value', from: '10', to: '0' }]);
    expect(says(entry('billing.refunded', { actor: null, meta: 'not json' }))).toBe('System did billing.refunded');
  });

  it('names the actor by name, else email, else System', () => {
    expect(actorName({ email: 'a@b.c', name: '  ' })).toBe('a@b.c');
    expect(actorName({ email: 'a@b.c' })).toBe('a@b.c');
    expect(actorName(null)).toBe('System');
  });
});
