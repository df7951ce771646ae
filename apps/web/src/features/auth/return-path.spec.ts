import { describe, expect, it } from '@jest/globals';
import { loginPathFrom, safeNextPath } from './return-path';

const ORIGIN = 'https://warroom.example';

describe('the page a sign-in returns to', () => {
  it('keeps the page asked for in /login?next=, its slashes readable and its query escaped', () => {
    expect(loginPathFrom({ pathname: '/okr/42', search: '', hash: '' })).toBe('/login?next=/okr/42');
    expect(loginPathFrom({ pathname: '/applications', search: '?status=VOTING&q=ada', hash: '' })).toBe(
      '/login?next=/applications%3Fstatus%3DVOTING%26q%3Dada',
    );
  });

  it('keeps nothing for /dashboard, where a sign-in goes anyway', () => {
    expect(loginPathFrom({ pathname: '/dashboard', search: '', hash: '' })).toBe('/login');
  });

  it('returns to a path of this site, with its query and hash', () => {
    expect(safeNextPath('/okr/42', ORIGIN)).toBe('/okr/42');
    expect(safeNextPath('/applications?status=VOTING&q=ada#top', ORIGIN)).toBe('/applications?status=VOTING&q=ada#top');
    // What loginPathFrom wrote, as the login page reads it back.
    const written = new URL(loginPathFrom({ pathname: '/applications', search: '?id=a&b=c', hash: '' }), ORIGIN);
    expect(safeNextPath(written.searchParams.get('next'), ORIGIN)).toBe('/applications?id=a&b=c');
  });

  it.each([
    null,
    '',
    'https://evil.example/okr',
    '//evil.example/okr',
    '/\\evil.example/okr',
    '/\t/evil.example',
    'javascript:alert(1)',
    'okr/42',
    '/login',
    '/login?next=/okr',
  ])('goes nowhere special for %j', (next) => {
    expect(safeNextPath(next, ORIGIN)).toBeUndefined();
  });
});
