import { describe, expect, it } from '@jest/globals';
import { changeReviewAddress, readReviewAddress, REVIEW_HOME, writeReviewAddress } from './review-address';

const ID = 'Ppa_0123456789abcdefghij';

describe("the review screen's address", () => {
  it('reads the search, the filters, the pages loaded and the open application', () => {
    const params = new URLSearchParams(`q=ada&status=VOTING&needsMyVote=true&page=3&id=${ID}`);
    expect(readReviewAddress(params)).toEqual({ q: 'ada', status: 'VOTING', needsMyVote: true, page: 3, id: ID });
  });

  it('leaves out what is not one of its values', () => {
    const params = new URLSearchParams('status=OPEN&needsMyVote=yes&page=0&id=%3Cscript%3E');
    expect(readReviewAddress(params)).toEqual(REVIEW_HOME);
    expect(readReviewAddress(new URLSearchParams('page=1.5')).page).toBe(1);
    expect(readReviewAddress(new URLSearchParams('page=100000')).page).toBe(20);
  });

  it('writes only what differs from the plain list, and reads back what it wrote', () => {
    expect(writeReviewAddress(REVIEW_HOME).toString()).toBe('');
    const address = { q: 'a b&c', status: 'SUBMITTED', needsMyVote: false, page: 2, id: ID } as const;
    expect(readReviewAddress(writeReviewAddress(address))).toEqual(address);
  });

  it('starts a new filter on its first page, with nothing open', () => {
    const address = { ...REVIEW_HOME, q: 'ada', page: 3, id: ID };
    expect(changeReviewAddress(address, { status: 'VOTING' })).toEqual({
      ...address,
      status: 'VOTING',
      page: 1,
      id: undefined,
    });
    expect(changeReviewAddress(address, { page: 4 })).toEqual({ ...address, page: 4 });
    expect(changeReviewAddress(address, { id: undefined })).toEqual({ ...address, id: undefined });
    expect(changeReviewAddress(address, { q: 'ada' })).toEqual(address);
  });
});
