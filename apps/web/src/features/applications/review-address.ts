import { APPLICATION_ID_PATTERN, APPLICATION_STATUSES, type ApplicationStatus } from '@warroom/contracts';

/**
 * What the review screen shows, as its address keeps it (`/applications?q=…&status=…&
 * needsMyVote=true&page=2&id=…`): a reload or a shared link opens the same list, with as many
 * pages loaded, and the same application open.
 */
export type ReviewAddress = {
  /** The search as sent (trimmed). */
  q: string;
  status: ApplicationStatus | '';
  needsMyVote: boolean;
  /** How many pages of the list are loaded (1 unless 'Load more' was used). */
  page: number;
  /** The application open (and scrolled to), if any. */
  id: string | undefined;
};

export const REVIEW_HOME: ReviewAddress = { q: '', status: '', needsMyVote: false, page: 1, id: undefined };

/** More pages than anyone loads by hand: a link cannot make the screen read thousands. */
const MAX_PAGE = 20;

function statusIn(value: string | null): ApplicationStatus | '' {
  return APPLICATION_STATUSES.find((status) => status === value) ?? '';
}

function pageIn(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The address read back; what is not one of its values (an unknown status, a page of 0) is left out. */
export function readReviewAddress(params: URLSearchParams): ReviewAddress {
  const id = params.get('id');
  return {
    q: (params.get('q') ?? '').trim().slice(0, 200),
    status: statusIn(params.get('status')),
    needsMyVote: params.get('needsMyVote') === 'true',
    page: pageIn(params.get('page')),
    id: id !== null && APPLICATION_ID_PATTERN.test(id) ? id : undefined,
  };
}

/** The query string of an address, with only what differs from the plain list. */
export function writeReviewAddress(address: ReviewAddress): URLSearchParams {
  const params = new URLSearchParams();
  if (address.q) params.set('q', address.q);
  if (address.status) params.set('status', address.status);
  if (address.needsMyVote) params.set('needsMyVote', 'true');
  if (address.page > 1) params.set('page', String(address.page));
  if (address.id) params.set('id', address.id);
  return params;
}

/**
 * The address after a change. A new filter is a new list: it starts on its first page, and
 * the application opened for the last one is closed.
 */
export function changeReviewAddress(address: ReviewAddress, change: Partial<ReviewAddress>): ReviewAddress {
  const next = { ...address, ...change };
  const filtered = next.q !== address.q || next.status !== address.status || next.needsMyVote !== address.needsMyVote;
  return filtered ? { ...next, page: 1, id: change.id } : next;
}
