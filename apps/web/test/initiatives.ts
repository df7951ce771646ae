import type { Initiative } from '@warroom/contracts';

/** The n-th initiative of a list as the API answers it: its id and title numbered. */
export function initiative(n: number): Initiative {
  return {
    id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Initiative ${n}`,
    description: null,
    status: 'BACKLOG',
    rag: 'GREEN',
    startDate: null,
    dueDate: null,
    createdAt: '2026-01-05T09:00:00.000Z',
    updatedAt: '2026-01-05T09:00:00.000Z',
  };
}

/** Initiatives `from` up to, not including, `to`. */
export const initiatives = (from: number, to: number): Initiative[] =>
  Array.from({ length: to - from }, (_, i) => initiative(from + i));

/** The `offset` a list request asked for. */
export const offsetOf = (url: string): string | null => new URL(url, 'http://web').searchParams.get('offset');
