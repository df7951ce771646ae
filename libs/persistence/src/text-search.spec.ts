import { alternativesOf, splitSearch } from './text-search.js';

describe('how a search box is read', () => {
  it('splits alternatives at each or outside a phrase', () => {
    expect(alternativesOf('data platform')).toEqual(['data platform']);
    expect(alternativesOf('ada OR ben  or  cora')).toEqual(['ada', 'ben', 'cora']);
    expect(alternativesOf('"data or platform" migr')).toEqual(['"data or platform" migr']);
    expect(alternativesOf('or ada or')).toEqual(['ada']);
    expect(alternativesOf('   ')).toEqual([]);
  });

  it('takes the last plain word as a prefix, never inside a phrase or an exclusion', () => {
    expect(splitSearch('data migr')).toEqual({ words: 'data', prefix: 'migr' });
    expect(splitSearch('Zür')).toEqual({ words: '', prefix: 'Zür' });
    expect(splitSearch('"data platform"')).toEqual({ words: '"data platform"', prefix: null });
    expect(splitSearch('"data plat')).toEqual({ words: '"data plat', prefix: null });
    expect(splitSearch('platform -fintech')).toEqual({ words: 'platform -fintech', prefix: null });
  });
});
