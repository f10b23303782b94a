import { isDatabaseUnavailable } from './database-unavailable';

describe('an unreachable database', () => {
  it('is recognised through TypeORM and node-postgres errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(isDatabaseUnavailable(refused)).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isDatabaseUnavailable({ message: 'query failed', driverError: { code: '57P01' } })).toBe(true);
    expect(isDatabaseUnavailable({ driverError: { code: '08006' } })).toBe(true);
    expect(isDatabaseUnavailable({ code: '53300' })).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([refused], 'all addresses failed'))).toBe(true);
    expect(isDatabaseUnavailable(new Error('wrapped', { cause: refused }))).toBe(true);
  });

  it('is not every database error: bad queries and constraint violations stay what they are', () => {
    expect(isDatabaseUnavailable({ message: 'duplicate key', driverError: { code: '23505' } })).toBe(false);
    expect(isDatabaseUnavailable({ driverError: { code: '22001' } })).toBe(false);
    expect(isDatabaseUnavailable(new TypeError("Cannot read properties of null (reading 'trim')"))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
  });
});
