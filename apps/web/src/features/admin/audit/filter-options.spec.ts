import { describe, expect, it } from '@jest/globals';
import { ENTITY_KINDS, EventTypes } from '@warroom/contracts';
import { ACTION_OPTIONS, ENTITY_OPTIONS } from './filter-options';

describe('the audit log pickers (issue 20)', () => {
  it('offer every action once, in words, grouped by what it is about', () => {
    const options = ACTION_OPTIONS.flatMap((group) => group.options);
    expect(options.map((option) => option.value).sort()).toEqual(Object.values(EventTypes).sort());
    expect(new Set(options.map((option) => option.label)).size).toBe(options.length);
    const applications = ACTION_OPTIONS.find((group) => group.label === 'Applications');
    expect(applications?.options).toContainEqual({
      value: 'application.status_changed',
      label: 'Application status changed',
    });
    expect(options).toContainEqual({ value: 'auth.login_failed', label: 'Sign-in failed' });
    expect(options).toContainEqual({ value: 'keyresult.updated', label: 'Key result updated' });
  });

  it('offer every kind of thing the log names, by the kind the API filters on', () => {
    expect(ENTITY_OPTIONS.map((option) => option.value)).toEqual(Object.keys(ENTITY_KINDS));
    expect(ENTITY_OPTIONS).toContainEqual({ value: 'KeyResult', label: 'Key result' });
  });
});
