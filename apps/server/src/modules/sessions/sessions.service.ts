import type { Session } from '@portal/contracts';
import type { Database } from '../../db/database';
import { newSessionToken, sha256Hex } from '../../lib/secrets/secrets';
import type { UserRow } from '../auth/auth.repo';
import { deviceFromLabel, deviceLabel } from '../../lib/http/device-label';
import { addressHintOf, type SessionClient } from './session-client';
import { createSessionsRepo } from './sessions.repo';

/** The rules of a session's life (decision 0106). */
export const SESSION_RULES = {
  lifetimeDays: 30,
  /** last_used_at is written at most this often: not a write per request. */
  touchEveryMs: 5 * 60 * 1000,
} as const;

const HOUR_MS = 60 * 60 * 1000;

/** customer, or an office role: the office's sessions end when unused (security settings). */
const isOffice = (role: string) => role !== 'customer';

/** A live session as the auth guard keeps it for a request. */
export interface SignedInSession {
  user: UserRow;
  sessionId: number;
  /** The second factor is still to be given: the session may only give it, or sign out. */
  secondFactorPending: boolean;
  /** The person has a confirmed second factor. */
  secondFactorEnrolled: boolean;
  /** The office requires a second factor of everyone in it. */
  secondFactorRequired: boolean;
}

/**
 * Sessions a person controls (decision 0106): each records what device signed in and roughly
 * from where; the person lists theirs and ends any or all others; an office session ends after
 * the office's idle hours unused and when its person's role changes (modules/staff). Time is the
 * process's clock, so tests move it as they move every other clock.
 */
export function createSessionsService(db: Database) {
  const repo = createSessionsRepo(db);

  return {
    /**
     * Starts a session for a person who proved their number: pending its second factor when they
     * have one (they may then only give it, or sign out). Returns the bearer token (only its
     * SHA-256 is kept).
     */
    async start(input: {
      user: Pick<UserRow, 'id'>;
      client: SessionClient;
    }): Promise<{ token: string; sessionId: number; secondFactorPending: boolean }> {
      const token = newSessionToken();
      const now = new Date();
      const { id: sessionId, secondFactorPending } = await repo.insert({
        userId: input.user.id,
        tokenHash: sha256Hex(token),
        createdAt: now,
        lastUsedAt: now,
        expiresAt: new Date(now.getTime() + SESSION_RULES.lifetimeDays * 24 * HOUR_MS),
        deviceLabel: deviceLabel(input.client.userAgent),
        addressHint: addressHintOf(input.client.ip),
        place: input.client.place,
      });
      return { token, sessionId, secondFactorPending };
    },

    /**
     * The live session of a token, or undefined: ended, expired, or an office session unused for
     * longer than the office allows (which is ended then, so raising the hours later does not
     * bring it back). Marks it used, coarsely.
     */
    async forToken(token: string): Promise<SignedInSession | undefined> {
      const found = await repo.findByTokenHash(sha256Hex(token));
      if (!found) return undefined;
      const now = Date.now();
      if (found.session.expiresAt.getTime() <= now) return undefined;
      const unusedMs = now - found.session.lastUsedAt.getTime();
      if (isOffice(found.user.role) && unusedMs > found.officeIdleHours * HOUR_MS) {
        await repo.endOne(found.user.id, found.session.id, new Date(now));
        return undefined;
      }
      if (unusedMs >= SESSION_RULES.touchEveryMs) await repo.touch(found.session.id, new Date(now));
      return {
        user: found.user,
        sessionId: found.session.id,
        secondFactorPending: found.session.secondFactorPending,
        secondFactorEnrolled: Boolean(found.secondFactorEnrolled),
        secondFactorRequired: Boolean(found.secondFactorRequired),
      };
    },

    /** The person's live sessions, the asking one first and marked current. */
    async list(userId: number, currentSessionId: number): Promise<Session[]> {
      const rows = await repo.live(userId, new Date());
      return rows
        .map((row) => ({
          id: row.id,
          device_label: row.deviceLabel,
          device: deviceFromLabel(row.deviceLabel),
          address_hint: row.addressHint,
          place: row.place,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt.toISOString(),
          current: row.id === currentSessionId,
        }))
        .sort((a, b) => Number(b.current) - Number(a.current));
    },

    /** Ends one of the person's own sessions; false when the id is not one of theirs. */
    endOne(userId: number, sessionId: number): Promise<boolean> {
      return repo.endOne(userId, sessionId, new Date());
    },

    /** Ends every session of the person but the asking one; returns how many. */
    endOthers(userId: number, currentSessionId: number): Promise<number> {
      return repo.endAllBut(userId, currentSessionId, new Date());
    },

    /** The second factor given: the pending session is a whole one now. */
    secondFactorGiven(sessionId: number): Promise<boolean> {
      return repo.clearPending(sessionId);
    },

    /** Sign-out: the token's session ends. */
    async endToken(token: string): Promise<void> {
      await repo.endByTokenHash(sha256Hex(token), new Date());
    },
  };
}

/**
 * Ends every session of a person (but `except`, when given), inside the caller's transaction: a
 * role changed (modules/staff), a second factor reset or newly confirmed. Their next call is
 * refused, wherever they were signed in. Returns how many ended.
 */
export function endAllSessionsOf(
  tx: Database,
  userId: number,
  { except = null }: { except?: number | null } = {},
): Promise<number> {
  return createSessionsRepo(tx).endAllBut(userId, except, new Date());
}

export type SessionsService = ReturnType<typeof createSessionsService>;
