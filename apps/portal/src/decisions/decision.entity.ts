import { Collection, type Rel } from '@mikro-orm/core';
import { Entity, Enum, Index, ManyToOne, OneToMany, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { DECISION_STATUSES, type Decision as DecisionView, type DecisionStatus } from '@warroom/contracts';

/** An architectural decision record. */
@Entity({ tableName: 'decisions' })
@Index({ name: 'decisions_created_idx', properties: ['createdAt', 'id'] })
export class Decision {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'text' })
  title!: string;

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

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  @Property({ type: 'timestamptz' })
  updatedAt!: Date;
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

/** The decision with what it supersedes, newest first (`supersedes` must be loaded). */
export function toDecisionView(decision: Decision): DecisionView {
  const supersedes = [...decision.supersedes.getItems()].sort(
    (a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1),
  );
  return {
    id: decision.id,
    title: decision.title,
    status: decision.status,
    context: decision.context,
    decision: decision.decision,
    consequences: decision.consequences,
    supersededBy: decision.supersededBy?.id ?? null,
    supersedes: supersedes.map(({ id, title }) => ({ id, title })),
    createdAt: decision.createdAt.toISOString(),
    updatedAt: decision.updatedAt.toISOString(),
  };
}
