import { ErrorCode } from '@warroom/contracts';
import { pino } from 'pino';
import { firstValueFrom } from 'rxjs';
import { isDatabaseUnavailable, RpcErrorFilter } from './rpc-error.filter.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a cut connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a server shutting down (57P01)', withCode('terminating connection due to administrator command', '57P01')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['a pool that lost its connection', new Error('Connection terminated unexpectedly')],
    ['a client that lost its connection', new Error('Client has encountered a connection error and is not queryable')],
    ['a wrapped cause', new Error('DriverException', { cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED') })],
  ])('recognises %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a syntax error', withCode('syntax error at or near ","', '42601')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['something that is not an error', { code: 'ECONNREFUSED' }],
  ])('leaves %s alone', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('RpcErrorFilter', () => {
  const filter = new RpcErrorFilter(pino({ level: 'silent' }));
  const rpcErrorOf = (exception: unknown) => firstValueFrom(filter.catch(exception)).catch((error: unknown) => error);

  it('answers Unavailable when the database is out of reach', async () => {
    expect(await rpcErrorOf(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).toEqual({
      code: ErrorCode.Unavailable,
      message: 'The database is unavailable; try again shortly',
    });
  });

  it('answers a generic internal error for anything else', async () => {
    expect(await rpcErrorOf(new TypeError('boom'))).toEqual({
      code: ErrorCode.Internal,
      message: 'Internal server error',
    });
  });
});
