import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-app';
import { createUsersRepo } from '../modules/users/users.repo';
import type { OpenDatabase } from './database';
import { asAnotherCaller, OuterConnectionInTransactionError } from './transaction-guard';
import { users } from './schema';

let database: OpenDatabase;
let userId: number;
beforeAll(async () => {
  database = await createTestDatabase();
  const [user] = await database.db
    .insert(users)
    .values({ mobileNumber: '+919800000001' })
    .returning();
  userId = user!.id;
});
afterAll(() => database.close());

const countUsers = (db: OpenDatabase['db']) => db.$count(users);

describe('the transaction guard', () => {
  it('refuses a repository of the outer database inside a transaction', async () => {
    const { db } = database;
    const outerRepo = createUsersRepo(db);
    const started = Date.now();
    await expect(
      db.transaction(async (tx) => {
        await createUsersRepo(tx).findById(userId);
        await outerRepo.findById(userId);
      }),
    ).rejects.toBeInstanceOf(OuterConnectionInTransactionError);
    // Refused at once: on the embedded database the same call used to wait for ever.
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('refuses a transaction of the outer database inside one', async () => {
    const { db } = database;
    await expect(
      db.transaction(async () => db.transaction(async () => undefined)),
    ).rejects.toBeInstanceOf(OuterConnectionInTransactionError);
  });

  it('undoes the transaction whose work made the refused query', async () => {
    const { db } = database;
    const before = await countUsers(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.insert(users).values({ mobileNumber: '+919800000123' });
        await db.select().from(users).limit(1);
      }),
    ).rejects.toBeInstanceOf(OuterConnectionInTransactionError);
    expect(await countUsers(db)).toBe(before);
  });

  it('lets work started inside a transaction use the outer database once it settled', async () => {
    const { db } = database;
    let later: Promise<number> | undefined;
    await db.transaction(async (tx) => {
      await createUsersRepo(tx).findById(userId);
      later = new Promise((resolve) => setTimeout(resolve, 20)).then(() => countUsers(db));
    });
    await expect(later).resolves.toBeGreaterThan(0);
  });

  it('lets nested transactions of the transaction itself run', async () => {
    const { db } = database;
    const found = await db.transaction((tx) =>
      tx.transaction(async (inner) => createUsersRepo(inner).findById(userId)),
    );
    expect(found?.id).toBe(userId);
  });

  it('lets two transactions run one after the other and side by side', async () => {
    const { db } = database;
    const results = await Promise.all([
      db.transaction((tx) => createUsersRepo(tx).findById(userId)),
      db.transaction((tx) => createUsersRepo(tx).findById(userId)),
    ]);
    expect(results.map((row) => row?.id)).toEqual([userId, userId]);
    expect(await countUsers(db)).toBeGreaterThan(0);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    "lets a test's second caller use the outer database meanwhile (PostgreSQL)",
    async () => {
      const { db } = database;
      const seen = await db.transaction(async (tx) => {
        await createUsersRepo(tx).findById(userId);
        return asAnotherCaller(() => countUsers(db));
      });
      expect(seen).toBeGreaterThan(0);
    },
  );
});
