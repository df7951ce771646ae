import { loggableUrl } from './logger.js';

describe('loggableUrl', () => {
  it('keeps the token of a link out of a log line', () => {
    expect(loggableUrl('/api/invitations/abcDEF_123-x/accept')).toBe('/api/invitations/[redacted]/accept');
    expect(loggableUrl('/api/invitations/abcDEF_123-x')).toBe('/api/invitations/[redacted]');
    expect(loggableUrl('/join?token=abc&x=1')).toBe('/join?token=[redacted]&x=1');
    expect(loggableUrl('/api/admin/invitations/6f1c/resend')).toBe('/api/admin/invitations/[redacted]/resend');
    expect(loggableUrl('/api/documents/42?limit=5')).toBe('/api/documents/42?limit=5');
  });
});
