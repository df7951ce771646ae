import { describeSmtpFailure, isPermanentRefusal, isUnreachable } from './smtp-errors.js';

const failure = (fields: Record<string, unknown>) => Object.assign(new Error(String(fields.message ?? 'x')), fields);

describe('isPermanentRefusal', () => {
  it.each([
    ['every recipient rejected (501)', failure({ code: 'EENVELOPE', responseCode: 501 })],
    ['a recipient nodemailer refuses before sending', failure({ code: 'EENVELOPE' })],
    ['a message refused with a 5xx reply', failure({ code: 'EMESSAGE', responseCode: 552 })],
  ])('gives up on %s', (_, error) => expect(isPermanentRefusal(error)).toBe(true));

  it.each([
    ['no connection', failure({ code: 'ECONNECTION' })],
    ['a refused connection', failure({ code: 'ESOCKET', message: 'connect ECONNREFUSED 127.0.0.1:1025' })],
    ['a timeout', failure({ code: 'ETIMEDOUT' })],
    ['a greylisted recipient (451)', failure({ code: 'EENVELOPE', responseCode: 451 })],
    [
      'a refused login (535): the configuration is fixed, then it passes',
      failure({ code: 'EAUTH', responseCode: 535 }),
    ],
    ['something that is not an error', 'boom'],
  ])('tries again after %s', (_, error) => expect(isPermanentRefusal(error)).toBe(false));
});

describe('describeSmtpFailure', () => {
  it('says the code and the server reply', () => {
    expect(describeSmtpFailure(failure({ code: 'EENVELOPE', response: '501 Bad recipient address syntax' }))).toBe(
      'EENVELOPE: 501 Bad recipient address syntax',
    );
  });
});

describe('isUnreachable', () => {
  it.each([
    ['no connection', failure({ code: 'ECONNECTION' }), true],
    ['a socket error', failure({ code: 'ESOCKET' }), true],
    ['a timeout', failure({ code: 'ETIMEDOUT' }), true],
    ['a refused recipient', failure({ code: 'EENVELOPE', responseCode: 550 }), false],
    ['a refused login', failure({ code: 'EAUTH', responseCode: 535 }), false],
  ])('%s: %s', (_, error, expected) => expect(isUnreachable(error)).toBe(expected));
});
