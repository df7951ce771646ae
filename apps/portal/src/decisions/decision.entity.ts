import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, Property } from '@mikro-orm/decorators/legacy';
import {
  DECISION_STATUSES,
  type Decision as DecisionView,
  type DecisionRef,
  type DecisionStatus,
} from '@warroom/contracts';
import { recordTimes, TitledEntity } from '../common/portal-entity.js';

/** An architectural decision record. */
@Entity({ tableName: 'decisions' })
@Index({ name: 'decisions_created_idx', properties: ['createdAt', 'id'] })
export class Decision extends TitledEntity {
  @Enum({ items: [...DECISION_STATUSES] })
  status!: DecisionStatus;

  @Property({ type: 'text' })
  context!: string;

  @Property({ type: 'text' })
  decision!: string;

  @Property({ type: 'text' })
  consequences!: string;

  /** The decision that replaces this one; deleting that one clears the link. */
  @ManyToOne(() => Decision, { nullable: true, deleteRule: 'set null', index: 'decisions_superseded_by_idx' })
  supersededBy?: Rel<Decision> | null;

  /** The decisions this one replaces. */
  @OneToMany(() => Decision, (decision) => decision.supersededBy)
  supersedes = new Collection<Decision>(this);
}

/** The fields a decision's events record (long texts shrink to a preview). */
export function decisionFields(decision: Decision) {
  return {
    title: decision.title,
    status: decision.status,
    context: decision.context,
    decision: decision.decision,
    consequences: decision.consequences,
    supersededBy: decision.supersededBy?.id ?? null,
  };
}

/**
 * The decision with the title of the one that supersedes it (`supersededBy` must be loaded)
 * and the newest of those it supersedes, with their count.
 */
export function toDecisionView(
  decision: Decision,
  superseded: { supersedes: DecisionRef[]; count: number },
): DecisionView {
  return {
    id: decision.id,
    ...decisionFields(decision),
    supersededByTitle: decision.supersededBy?.title ?? null,
    supersedes: superseded.supersedes.map(({ id, title }) => ({ id, title })),
    supersedesCount: superseded.count,
    ...recordTimes(decision),
  };
}
