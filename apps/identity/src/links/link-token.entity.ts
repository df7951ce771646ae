import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** What a link's token opens: an invitation, or a password reset. */
export const LinkPurpose = { Invitation: 'invitation', PasswordReset: 'password_reset' } as const;
export type LinkPurpose = (typeof LinkPurpose)[keyof typeof LinkPurpose];

/**
 * A token that went out in an email, kept only as its SHA-256: the database never holds a
 * token that works. A new token for the same invitation or reset supersedes the earlier ones,
 * which stay to answer 410 (not 404) when an old link is opened.
 */
@Entity({ tableName: 'link_tokens' })
@Index({ name: 'link_tokens_subject_idx', properties: ['purpose', 'subjectId'] })
export class LinkToken {
  declare [EntityName]?: 'LinkToken';

  /** SHA-256 of the token, hex. */
  @PrimaryKey({ type: 'text' }) hash!: string;
  @Property({ type: 'text' }) purpose!: LinkPurpose;
  /** The invitation's or the reset's id. */
  @Property({ type: 'uuid' }) subjectId!: string;
  @Property({ type: 'timestamptz' }) createdAt!: Date;
  @Property({ type: 'timestamptz', nullable: true }) supersededAt?: Date | null;
}
