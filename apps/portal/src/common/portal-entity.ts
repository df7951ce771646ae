import { Property } from '@mikro-orm/decorators/legacy';
import { CreatedEntity } from '@warroom/persistence';

/** What every portal record stores: a UUID, when it was made and when it last changed. */
export abstract class PortalEntity extends CreatedEntity {
  @Property({ type: 'timestamptz' }) updatedAt!: Date;
}

/** A portal record named by its title (all but metrics, named by their label). */
export abstract class TitledEntity extends PortalEntity {
  @Property({ type: 'text' }) title!: string;
}
