/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

/** A search box's text, as the hook sees it from one render to the next. */
function renderSearch(delayMs?: number) {
  return renderHook(({ text }: { text: string }) => useDebouncedValue(text, delayMs), {
    initialProps: { text: '' },
  });
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('useDebouncedValue', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('gives the first value at once', () => {
    const { result } = renderHook(() => useDebouncedValue('roadmap'));
    expect(result.current).toBe('roadmap');
  });

  it('keeps the last settled value while typing, then gives the new one after 300 ms of quiet', () => {
    const search = renderSearch();
    search.rerender({ text: 'p' });
    advance(299);
    expect(search.result.current).toBe('');
    advance(1);
    expect(search.result.current).toBe('p');
  });

  it('waits for a pause: each key starts the wait again, and only the last text comes through', () => {
    const seen: string[] = [];
    const search = renderHook(
      ({ text }: { text: string }) => {
        const settled = useDebouncedValue(text);
        if (seen.at(-1) !== settled) seen.push(settled);
        return settled;
      },
      { initialProps: { text: '' } },
    );
    for (const text of ['p', 'po', 'pos', 'post']) {
      search.rerender({ text });
      advance(200);
    }
    expect(search.result.current).toBe('');
    advance(100);
    expect(search.result.current).toBe('post');
    expect(seen).toEqual(['', 'post']);
  });

  it('waits as long as it is told', () => {
    const search = renderSearch(1000);
    search.rerender({ text: 'okr' });
    advance(999);
    expect(search.result.current).toBe('');
    advance(1);
    expect(search.result.current).toBe('okr');
  });

  it('sets nothing once unmounted (the pending wait is cleared)', () => {
    const search = renderSearch();
    search.rerender({ text: 'gone' });
    expect(jest.getTimerCount()).toBe(1);
    search.unmount();
    expect(jest.getTimerCount()).toBe(0);
  });
});
