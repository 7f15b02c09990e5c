/** A backup or restore that cannot be done; its message is meant for the operator. */
export class BackupError extends Error {
  override name = 'BackupError';
}
