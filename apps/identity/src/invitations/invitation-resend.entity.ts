import type { EntityName } from '@mikro-orm/core';
import { Entity, Index, Property } from '@mikro-orm/decorators/legacy';
import { UuidEntity } from '@warroom/persistence';

/**
 * When an admin sent an invitation again: at most RESENDS_PER_HOUR an hour each (PRODUCT.md
 * section 9), so that a stuck button or a script cannot fill someone's mailbox.
 */
@Entity({ tableName: 'invitation_resends' })
@Index({ name: 'invitation_resends_invitation_idx', properties: ['invitationId', 'resentAt'] })
export class InvitationResend extends UuidEntity {
  declare [EntityName]?: 'InvitationResend';

  @Property({ type: 'uuid' }) invitationId!: string;
  @Property({ type: 'timestamptz' }) resentAt!: Date;
}
