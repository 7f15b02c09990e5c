import type { AppConfig } from '../../config';
import type { BlobStore } from './blob-store';
import { createFolderBlobStore } from './folder-blob-store';
import type { StorageWatch } from '../storage/storage-watch';

/**
 * The store the configuration names; the AWS SDK is loaded only when S3 is used (it weighs on every
 * start otherwise).
 */
export async function createBlobStore(
  config: AppConfig['blobs'],
  storage?: StorageWatch,
): Promise<BlobStore> {
  if (config.kind === 'folder') return createFolderBlobStore(config.root, { storage });
  const { kind: _kind, ...options } = config;
  const { createS3BlobStore } = await import('./s3-blob-store');
  return createS3BlobStore(options);
}
