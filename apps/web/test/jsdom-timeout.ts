import { jest } from '@jest/globals';

// antd renders slowly in jsdom (its styles are computed in JavaScript for every component): a
// form typed into key by key takes tens of seconds on a busy machine.
if (typeof window !== 'undefined') jest.setTimeout(240_000);
