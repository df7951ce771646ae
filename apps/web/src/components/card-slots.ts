import type { CardSlot } from './record-column';

type Slotted = { card?: CardSlot };

/**
 * A list table's columns as a card's parts: the head (the 'title' column, else the first),
 * the labelled fields in their order, and the actions, which end the card.
 */
export function cardSlots<C extends Slotted>(columns: readonly C[]): { head?: C; fields: C[]; actions: C[] } {
  const head = columns.find((column) => column.card === 'title') ?? columns[0];
  const rest = columns.filter((column) => column !== head);
  return {
    head,
    fields: rest.filter((column) => column.card !== 'actions'),
    actions: rest.filter((column) => column.card === 'actions'),
  };
}
