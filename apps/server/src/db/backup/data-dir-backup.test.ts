import { mkdtempSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { appointmentReplySchema, appointmentsReplySchema } from '@portal/contracts';
import { createCustomer } from '../../test/customers';
import { multipartBody, sampleFiles } from '../../test/multipart';
import { pgliteTemplate } from '../../test/pglite-template';
import { createTestApp, type TestApp } from '../../test/test-app';
import { BackupError } from './backup-error';
import { backupDataDir, restoreDataDir } from './data-dir-backup';
import { DataDirInUseError, LOCK_FILE } from '../data-dir-lock';
import { tarEntries } from './tar-entries';
import { openDatabase } from '../database';
import { createFolderBlobStore } from '../../lib/blob-store/folder-blob-store';
import { runCliSync } from '../../test/server-process';
import { restoredInClear } from '../../test/backup-lines';

// As the server does (config.ts): the files in DATA_DIR/blobs, beside the database.
const appOn = async (dataDir: string, loadDataDir?: Blob) =>
  createTestApp({
    database: await openDatabase({
      kind: 'pglite',
      dataDir,
      ...(loadDataDir ? { loadDataDir } : {}),
    }),
    dependencies: { blobs: createFolderBlobStore(join(dataDir, 'blobs')) },
  });
const get = (testApp: TestApp, url: string, token: string) =>
  testApp.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

describe.skipIf(Boolean(process.env.DATABASE_URL))('backup and restore of the data folder', () => {
  it('restores a folder that serves the same data, and refuses one in use or not empty', async () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
    const dataDir = join(work, 'data');
    const backup = join(work, 'portal-backup.tar.gz');
    const restored = join(work, 'restored');

    const before = await appOn(dataDir, await pgliteTemplate(true));
    const token = await createCustomer(before, '+919840700001');
    const files = [
      sampleFiles.jpg('jathagam.jpg', 40_000),
      sampleFiles.pdf('horoscope.pdf', 70_000),
    ];
    const body = await multipartBody(
      {
        name: 'Kavitha',
        gender: 'female',
        date_of_birth: '1990-04-14',
        birth_time_type: 'exact',
        birth_time: '06:10',
        birth_place: 'Madurai',
        services: '1',
        terms_agreed: 'true',
      },
      files,
    );
    const booked = await before.inject({
      method: 'POST',
      url: '/api/appointments',
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${token}` },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const appointment = appointmentReplySchema.parse(booked.json()).appointment;
    const listed = appointmentsReplySchema.parse(
      (await get(before, '/api/appointments', token)).json(),
    );
    expect(listed.appointments.map((item) => item.id)).toEqual([appointment.id]);

    // A process that holds the folder but does not answer on its socket (this one, with no backup
    // service) is named; a running server answers (online-backup.test.ts).
    await expect(backupDataDir(dataDir, backup)).rejects.toThrow(
      `The portal server (process ${process.pid}) holds the data folder ${dataDir} but did not answer`,
    );
    // A backup never goes inside the folder it backs up.
    await expect(backupDataDir(dataDir, join(dataDir, 'inside.tar.gz'))).rejects.toThrow(
      'is inside the data folder',
    );
    await before.close();
    // What a killed server leaves: its socket's file, which nothing answers on any more.
    writeFileSync(join(dataDir, 'portal.sock'), '');

    expect(await backupDataDir(dataDir, backup)).toMatchObject({ whileServing: false });
    expect(statSync(backup).mode & 0o777).toBe(0o600);
    await expect(backupDataDir(dataDir, backup)).rejects.toThrow(
      'already exists: choose another name, or add --force',
    );

    // The command restores into a new folder and says so in one line.
    const restore = runCliSync('restore', [backup], {
      env: { ENV_FILE: 'none', DATA_DIR: restored },
    });
    expect(restore.stdout.trim()).toBe(restoredInClear(backup, restored));
    expect(restore.status).toBe(0);
    expect(readdirSync(restored)).not.toContain('portal.lock');
    expect(readdirSync(restored)).not.toContain('portal.sock');
    // The files came back as files beside the database, not through it.
    expect(readdirSync(join(restored, 'blobs')).filter((name) => name !== '.tmp')).toHaveLength(2);

    const after = await appOn(restored);
    try {
      expect(
        appointmentsReplySchema.parse((await get(after, '/api/appointments', token)).json()),
      ).toEqual(listed);
      for (const [index, file] of appointment.files.entries()) {
        const served = await get(
          after,
          `/api/appointments/${appointment.id}/files/${file.id}`,
          token,
        );
        expect(served.statusCode).toBe(200);
        expect(Buffer.compare(served.rawPayload, Buffer.from(files[index]!.content))).toBe(0);
      }
      // A folder that holds something is not overwritten unless asked; a running server's never.
      await expect(restoreDataDir(backup, dataDir)).rejects.toThrow(BackupError);
      await expect(restoreDataDir(backup, dataDir)).rejects.toThrow(
        `The data folder ${dataDir} is not empty`,
      );
      await expect(restoreDataDir(backup, restored, { force: true })).rejects.toThrow(
        DataDirInUseError,
      );
    } finally {
      await after.close();
    }

    // Not a backup: refused before anything is touched.
    const notBackup = join(work, 'notes.tar.gz');
    writeFileSync(notBackup, 'hello');
    await expect(restoreDataDir(notBackup, join(work, 'other'))).rejects.toThrow(
      'is not a backup of the portal',
    );
  }, 120_000);
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('a backup made by an older version', () => {
  it('restores a backup written as PGlite’s own dump, its lock file and all', async () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-old-backup-'));
    const before = await createTestApp({
      database: await openDatabase({
        kind: 'pglite',
        dataDir: join(work, 'old'),
        loadDataDir: await pgliteTemplate(true),
      }),
    });
    const token = await createCustomer(before, '+919840700002');
    // What `npm run backup` wrote before: PGlite's dump of the folder, gzipped.
    const dump = Buffer.from(await (await before.database.dumpDataDir!()).arrayBuffer());
    await before.close();
    expect(dump.subarray(0, 100).toString('utf8')).toMatch(/^\/PG_VERSION\0/);
    expect(tarEntries(dump)!.map((entry) => entry.path)).toContain(LOCK_FILE);
    const backup = join(work, 'old.tar.gz');
    writeFileSync(backup, gzipSync(dump));

    await restoreDataDir(backup, join(work, 'restored'));
    const after = await appOn(join(work, 'restored'));
    try {
      expect((await get(after, '/api/appointments', token)).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  }, 120_000);
});
