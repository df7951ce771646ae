import { describe, expect, it } from '@jest/globals';
import type { CardSlot } from './record-column';
import { cardSlots } from './card-slots';

const column = (key: string, card?: CardSlot) => ({ key, card });

describe('a list table row as a card (below 768 px)', () => {
  it('heads the card with the title column, wherever it is, and ends it with the actions', () => {
    const slots = cardSlots([column('status'), column('actions', 'actions'), column('title', 'title'), column('due')]);
    expect(slots.head?.key).toBe('title');
    expect(slots.fields.map((field) => field.key)).toEqual(['status', 'due']);
    expect(slots.actions.map((action) => action.key)).toEqual(['actions']);
  });

  it('heads it with the first column when none is the title, and leaves no column out', () => {
    const slots = cardSlots([column('name'), column('email'), column('actions', 'actions')]);
    expect(slots.head?.key).toBe('name');
    expect(slots.fields.map((field) => field.key)).toEqual(['email']);
    expect(slots.actions).toHaveLength(1);
  });

  it('has nothing to show for no columns', () => {
    expect(cardSlots([])).toEqual({ head: undefined, fields: [], actions: [] });
  });
});
