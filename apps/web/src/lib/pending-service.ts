import type { ServiceKey } from '@portal/contracts';

/** The service chosen on the landing page before signing in; booking picks it up after. */
export const PENDING_SERVICE_KEY = 'pending_service';

export interface PendingService {
  id: number;
  key: ServiceKey;
}

export function savePendingService(service: PendingService, storage: Storage = localStorage): void {
  try {
    storage.setItem(PENDING_SERVICE_KEY, JSON.stringify({ id: service.id, key: service.key }));
  } catch {
    // Storage unavailable: the customer chooses the service again after signing in.
  }
}

export function readPendingService(storage: Storage = localStorage): PendingService | null {
  try {
    const raw = storage.getItem(PENDING_SERVICE_KEY);
    const parsed = raw ? (JSON.parse(raw) as Partial<PendingService>) : null;
    return parsed && Number.isInteger(parsed.id) && typeof parsed.key === 'string'
      ? (parsed as PendingService)
      : null;
  } catch {
    return null;
  }
}

export function clearPendingService(storage: Storage = localStorage): void {
  try {
    storage.removeItem(PENDING_SERVICE_KEY);
  } catch {
    // Nothing stored that could be cleared.
  }
}
