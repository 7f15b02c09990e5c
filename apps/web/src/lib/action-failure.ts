import { ApiError } from './api-client';
import type { TFunction } from './translation/translator';

/**
 * A failed call that never reached the server: the browser said it had no connection (so the
 * client sent nothing), or the request could not be made at all.
 */
export const wentNowhere = (error: unknown): boolean =>
  error instanceof ApiError && error.code === 'NETWORK_ERROR';

/**
 * What a failed action (book, cancel, save, pay, choose a slot…) tells the customer: null for a
 * refused sign-in (its own toast says so); "You are offline; nothing was sent" when nothing got
 * through (decision 0109); the server's own words when it explained; else the action's fallback.
 */
export function actionFailure(error: unknown, t: TFunction, fallback: string): string | null {
  if (error instanceof ApiError && error.status === 401) return null;
  if (wentNowhere(error)) return t('common:offline_nothing_sent');
  return error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_REPLY'
    ? error.message
    : fallback;
}
