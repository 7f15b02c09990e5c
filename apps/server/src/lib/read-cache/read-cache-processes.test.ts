import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCatalogReplySchema, servicesReplySchema } from '@portal/contracts';
import { openDatabase } from '../../db/database';
import { seedDemoData } from '../../db/seed/seed';
import { createAdmin } from '../../test/customers';
import { createScratchDatabase } from '../../test/scratch-database';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { InvalidationBus } from './invalidation-bus';
import pg from 'pg';
import { BUS_APPLICATION_NAME, createPostgresBus } from './postgres-bus';

const serverUrl = process.env.DATABASE_URL;

/**
 * Two apps as two server processes would be: each its own pool on one PostgreSQL database, its
 * own read cache and its own connection to the bus. The office changes a price through the first;
 * a customer of the second sees it within a second.
 */
describe.skipIf(!serverUrl)(
  'the read cache across two server processes on one PostgreSQL database',
  () => {
    let scratch: Awaited<ReturnType<typeof createScratchDatabase>>;
    beforeAll(async () => {
      scratch = await createScratchDatabase(serverUrl!);
      const setup = await openDatabase({ kind: 'postgres', url: scratch.url });
      await setup.migrate();
      await seedDemoData(setup.db);
      await setup.close();
    });
    afterAll(() => scratch?.drop());

    async function twoProcesses(
      makeBus: () => Promise<InvalidationBus>,
    ): Promise<[TestApp, TestApp]> {
      return Promise.all(
        [1, 2].map(async () =>
          createTestApp({
            database: await openDatabase({ kind: 'postgres', url: scratch.url }),
            dependencies: { invalidationBus: await makeBus() },
          }),
        ),
      ) as Promise<[TestApp, TestApp]>;
    }

    const indiaPrice = async (testApp: TestApp, serviceId: number) => {
      const reply = await testApp.inject({
        method: 'GET',
        url: '/api/services?language=english&country=india',
      });
      return servicesReplySchema
        .parse(reply.json())
        .services.find((service) => service.id === serviceId)?.price;
    };

    /** Sets India's price of a service through the office's API, signed in as an admin of `office`. */
    async function setIndiaPrice(office: TestApp, admin: string, serviceId: number, price: string) {
      const asAdmin = (method: 'GET' | 'PUT', url: string, payload?: object) =>
        office.inject({
          method,
          url,
          headers: { authorization: `Bearer ${admin}` },
          ...(payload ? { payload } : {}),
        });
      const india = adminCatalogReplySchema
        .parse((await asAdmin('GET', '/api/admin/catalog')).json())
        .pricing.find((pricing) => pricing.code === 'IN')!;
      const prices = india.prices.map((entry) =>
        entry.service_id === serviceId ? { ...entry, price } : entry,
      );
      const saved = await asAdmin('PUT', `/api/admin/countries/${india.country_id}/pricing`, {
        prices,
        charges: india.charges,
      });
      expect(saved.statusCode).toBe(200);
    }

    /** How long until `read` gives `wanted`, polling every 20 ms; Infinity after `withinMs`. */
    async function msUntil(
      read: () => Promise<unknown>,
      wanted: unknown,
      withinMs: number,
    ): Promise<number> {
      const started = Date.now();
      while (Date.now() - started <= withinMs) {
        if ((await read()) === wanted) return Date.now() - started;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      return Number.POSITIVE_INFINITY;
    }

    it("shows a price changed in one process in the other's replies within a second", async () => {
      const [office, other] = await twoProcesses(() => createPostgresBus(scratch.url));
      try {
        const admin = await createAdmin(
          office,
          `+9198406${String(Date.now() % 100_000).padStart(5, '0')}`,
        );
        const before = await indiaPrice(other, 1);
        // Read twice: the second comes from the other process's cache, which must now be dropped.
        expect(await indiaPrice(other, 1)).toBe(before);
        const price = before === '777.00' ? '778.00' : '777.00';
        await setIndiaPrice(office, admin, 1, price);
        expect(await indiaPrice(office, 1)).toBe(price);
        expect(await msUntil(() => indiaPrice(other, 1), price, 1_000)).toBeLessThanOrEqual(1_000);
      } finally {
        await Promise.all([office.close(), other.close()]);
      }
    }, 60_000);

    it('tells the cache when its PostgreSQL bus is cut, and hears the next change', async () => {
      const [listener, sender] = await Promise.all([
        createPostgresBus(scratch.url, { reconnectMs: 100 }),
        createPostgresBus(scratch.url),
      ]);
      const heard: string[] = [];
      let lost = 0;
      listener.listen({ onMessage: (message) => heard.push(message), onLost: () => (lost += 1) });
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      try {
        await admin.query(
          'select pg_terminate_backend(pid) from pg_stat_activity where application_name = ' +
            '$1 and datname = current_database() and pid <> pg_backend_pid()',
          [BUS_APPLICATION_NAME],
        );
        await expect.poll(() => lost, { timeout: 2_000 }).toBeGreaterThanOrEqual(1);
        await expect.poll(() => listener.listening(), { timeout: 3_000 }).toBe(true);
        // The sender's connection was cut too; its own reconnect (one second) brings it back.
        await expect.poll(() => sender.listening(), { timeout: 3_000 }).toBe(true);
        await sender.publish('another-process catalog');
        await expect.poll(() => heard, { timeout: 1_000 }).toContain('another-process catalog');
      } finally {
        await admin.end();
        await Promise.all([listener.close(), sender.close()]);
      }
    }, 30_000);
  },
);
