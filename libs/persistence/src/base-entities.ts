import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The columns most tables open with, declared once. The services make their ids (UUIDs, never
 * a sequence: an id is known before the insert, and says nothing about how many rows exist).
 */
export abstract class UuidEntity {
  @PrimaryKey({ type: 'uuid' }) id!: string;
}

/** A row that keeps when it was made. */
export abstract class CreatedEntity extends UuidEntity {
  @Property({ type: 'timestamptz' }) createdAt!: Date;
}
