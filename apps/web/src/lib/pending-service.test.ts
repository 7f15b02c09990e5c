import { expect, it } from 'vitest';
import { PENDING_SERVICE_KEY, readPendingService, savePendingService } from './pending-service';

it('keeps the chosen service for after sign-in', () => {
  savePendingService({ id: 2, key: 'marriage_porutham' });
  expect(readPendingService()).toEqual({ id: 2, key: 'marriage_porutham' });
});

it('reads nothing from missing or damaged storage', () => {
  expect(readPendingService()).toBeNull();
  localStorage.setItem(PENDING_SERVICE_KEY, '{"id":"x"}');
  expect(readPendingService()).toBeNull();
  localStorage.setItem(PENDING_SERVICE_KEY, 'not json');
  expect(readPendingService()).toBeNull();
});
