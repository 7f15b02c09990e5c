import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';

it('keeps files in DATA_DIR/blobs unless S3_BUCKET names a bucket', () => {
  expect(loadConfig({ DATA_DIR: '/srv/portal' }).blobs).toEqual({
    kind: 'folder',
    root: join('/srv/portal', 'blobs'),
  });
  expect(
    loadConfig({
      S3_BUCKET: 'portal-files',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
    }).blobs,
  ).toEqual({
    kind: 's3',
    bucket: 'portal-files',
    endpoint: 'http://127.0.0.1:9000',
    region: 'us-east-1',
    credentials: { accessKeyId: 'id', secretAccessKey: 'secret' },
    forcePathStyle: true,
  });
  // Without keys the SDK finds its own (environment, instance role).
  expect(loadConfig({ S3_BUCKET: 'portal-files', S3_REGION: 'ap-south-1' }).blobs).toEqual({
    kind: 's3',
    bucket: 'portal-files',
    region: 'ap-south-1',
    forcePathStyle: false,
  });
});

it('refuses S3 settings that cannot work, saying which', () => {
  expect(() => loadConfig({ S3_BUCKET: 'Portal_Files' })).toThrow(
    /S3_BUCKET: must be an S3 bucket name/,
  );
  expect(() => loadConfig({ S3_BUCKET: 'portal-files', S3_ACCESS_KEY_ID: 'id' })).toThrow(
    /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
  );
  expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(ConfigError);
  expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
    /S3_BUCKET: required with the other S3_\* settings/,
  );
  expect(() => loadConfig({ S3_BUCKET: 'portal-files', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(
    /S3_FORCE_PATH_STYLE/,
  );
});
