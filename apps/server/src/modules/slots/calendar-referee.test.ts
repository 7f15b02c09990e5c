import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors/app-error';
import { CALENDAR_WRITE_ATTEMPTS, refereed } from './calendar-referee';

/** A database error as node-postgres gives it (PGlite puts the code under `cause`). */
const databaseError = (code: string) =>
  Object.assign(new Error(`database error ${code}`), { code });

/** A transaction that fails with the given errors, one per run, then answers. */
function transactionFailing(...errors: Error[]) {
  const run = { count: 0 };
  const transaction = async () => {
    const error = errors[run.count++];
    if (error) throw error;
    return 'written';
  };
  return { run, transaction };
}

describe('the calendar referee', () => {
  it('runs a transaction PostgreSQL failed as a deadlock again, and answers with its result', async () => {
    const { run, transaction } = transactionFailing(databaseError('40P01'), databaseError('40P01'));
    await expect(refereed(transaction)).resolves.toBe('written');
    expect(run.count).toBe(3);
  });

  it('refuses a time another booking holds as taken, once the deadlock it met is run again', async () => {
    const { run, transaction } = transactionFailing(databaseError('40P01'), databaseError('23P01'));
    const refusal = await refereed(transaction).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(AppError);
    expect((refusal as AppError).code).toBe('SLOT_TAKEN');
    expect(run.count).toBe(2);
  });

  it('reads the code PGlite puts under cause', async () => {
    const pgliteStyle = Object.assign(new Error('wrapped'), { cause: databaseError('23P01') });
    await expect(refereed(transactionFailing(pgliteStyle).transaction)).rejects.toMatchObject({
      code: 'SLOT_TAKEN',
    });
  });

  it(`gives up after ${CALENDAR_WRITE_ATTEMPTS} deadlocks in a row, with the database's error`, async () => {
    const deadlocks = Array.from({ length: CALENDAR_WRITE_ATTEMPTS }, () => databaseError('40P01'));
    const { run, transaction } = transactionFailing(...deadlocks);
    await expect(refereed(transaction)).rejects.toMatchObject({ code: '40P01' });
    expect(run.count).toBe(CALENDAR_WRITE_ATTEMPTS);
  });

  it('runs nothing again for any other error, and passes the refusals of the transaction through', async () => {
    const notReschedulable = new AppError('NOT_RESCHEDULABLE');
    const refused = transactionFailing(notReschedulable);
    await expect(refereed(refused.transaction)).rejects.toBe(notReschedulable);
    const broken = transactionFailing(databaseError('42P01'));
    await expect(refereed(broken.transaction)).rejects.toMatchObject({ code: '42P01' });
    expect(refused.run.count + broken.run.count).toBe(2);
  });
});
