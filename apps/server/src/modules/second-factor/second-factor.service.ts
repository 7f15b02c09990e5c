import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { CounterStore } from '../../lib/counters/counter-store';
import { open, seal } from '../../lib/secrets/sealed-box';
import { hmacHex } from '../../lib/secrets/secrets';
import { createAuditLogRepo } from '../audit/audit-log.repo';
import { createSessionsService, endAllSessionsOf } from '../sessions/sessions.service';
import { base32Encode, matchingStep, newTotpSecret, otpauthUri } from './totp';
import { createSecondFactorRepo } from './second-factor.repo';

/** The rules of the office's second factor (decision 0106). */
export const SECOND_FACTOR_RULES = {
  recoveryCodes: 10,
  /** Tries of a code (right or wrong) per person: an authenticator code has a million values. */
  attemptsPerPerson: [{ limit: 10, windowMs: 15 * 60 * 1000 }],
} as const;

/** What the server's key seals second-factor secrets for (lib/secrets/sealed-box.ts). */
const SEAL_PURPOSE = 'second-factor-secret';

/** A recovery code as shown: ten letters and digits in two groups ("k7m2p-x9qra"). */
const newRecoveryCode = () => {
  const text = base32Encode(randomBytes(7)).slice(0, 10).toLowerCase();
  return `${text.slice(0, 5)}-${text.slice(5)}`;
};

/** A recovery code as typed: any case, dashes and spaces left out. */
const normaliseRecoveryCode = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface SecondFactorDependencies {
  db: Database;
  counters: CounterStore;
  /** The server's key (AUTH_SECRET): seals the secrets and keys the recovery codes' HMACs. */
  secret: string;
  /** The name an authenticator app lists the sign-in under. */
  issuer: string;
}

/**
 * A TOTP second factor for the office's people (RFC 6238; decision 0106): enrolment with a
 * secret shown once and confirmed by a code, ten one-time recovery codes (only their HMACs kept),
 * each code accepted once, tries limited per person, and an admin's reset of another's.
 */
export function createSecondFactorService({
  db,
  counters,
  secret,
  issuer,
}: SecondFactorDependencies) {
  const repo = createSecondFactorRepo(db);
  const sessions = createSessionsService(db);
  const recoveryHash = (userId: number, code: string) =>
    hmacHex(secret, `recovery-code:${userId}:${normaliseRecoveryCode(code)}`);

  async function limitTries(userId: number): Promise<void> {
    for (const { limit, windowMs } of SECOND_FACTOR_RULES.attemptsPerPerson) {
      const { count, resetInMs } = await counters.increment(
        `second-factor:user:${userId}:${windowMs}`,
        windowMs,
      );
      if (count > limit)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
    }
  }

  /** The step a code of the person's app is for, taken as used; throws SECOND_FACTOR_INVALID. */
  async function takeCode(
    userId: number,
    sealedSecret: string,
    lastUsedStep: number | null,
    code: string,
    { confirming }: { confirming: boolean },
  ): Promise<void> {
    await limitTries(userId);
    const step = matchingStep(open(secret, SEAL_PURPOSE, sealedSecret), code, {
      now: Date.now(),
      afterStep: lastUsedStep,
    });
    if (step === null || !(await repo.takeStep(userId, step, confirming ? new Date() : null)))
      throw new AppError('SECOND_FACTOR_INVALID');
  }

  return {
    async status(userId: number) {
      const factor = await repo.find(userId);
      const enrolled = Boolean(factor?.confirmedAt);
      return { enrolled, recoveryCodesLeft: enrolled ? await repo.recoveryCodesLeft(userId) : 0 };
    },

    /**
     * A new secret for the person's app, shown this once: as text and as an otpauth:// URI. One
     * already confirmed is kept (409 SECOND_FACTOR_ENROLLED): only an admin's reset replaces it.
     */
    async beginEnrolment(user: { id: number; mobileNumber: string }) {
      const current = await repo.find(user.id);
      if (current?.confirmedAt) throw new AppError('SECOND_FACTOR_ENROLLED');
      const totpSecret = newTotpSecret();
      await repo.begin(user.id, seal(secret, SEAL_PURPOSE, totpSecret), new Date());
      return {
        secret: base32Encode(totpSecret),
        otpauth_uri: otpauthUri({ secret: totpSecret, issuer, account: user.mobileNumber }),
      };
    },

    /**
     * The first code of the app confirms the enrolment; the person's other sessions end (they
     * were signed in without it) and ten recovery codes are made, returned this once.
     */
    async confirmEnrolment(
      user: { id: number },
      input: { code: string; currentSessionId: number },
    ): Promise<string[]> {
      const current = await repo.find(user.id);
      if (!current) throw new AppError('SECOND_FACTOR_NOT_STARTED');
      if (current.confirmedAt) throw new AppError('SECOND_FACTOR_ENROLLED');
      await takeCode(user.id, current.secretSealed, current.lastUsedStep, input.code, {
        confirming: true,
      });
      const codes = Array.from({ length: SECOND_FACTOR_RULES.recoveryCodes }, newRecoveryCode);
      await db.transaction(async (tx) => {
        await createSecondFactorRepo(tx).replaceRecoveryCodes(
          user.id,
          codes.map((code) => recoveryHash(user.id, code)),
          new Date(),
        );
        await endAllSessionsOf(tx, user.id, { except: input.currentSessionId });
      });
      return codes;
    },

    /**
     * The second step of a sign-in: a code of the app (each accepted once) or an unused recovery
     * code (used up); then the session, pending until now, may do all its person may. Throws
     * SECOND_FACTOR_INVALID, or RATE_LIMITED past the tries allowed.
     */
    async completeSignIn(input: {
      userId: number;
      sessionId: number;
      code?: string;
      recoveryCode?: string;
    }): Promise<{ recoveryCodesLeft: number }> {
      const { userId, ...given } = input;
      const factor = await repo.find(userId);
      if (!factor?.confirmedAt) throw new AppError('SECOND_FACTOR_INVALID');
      if (given.code !== undefined) {
        await takeCode(userId, factor.secretSealed, factor.lastUsedStep, given.code, {
          confirming: false,
        });
      } else {
        await limitTries(userId);
        const code = given.recoveryCode ?? '';
        if (!(await repo.useRecoveryCode(userId, recoveryHash(userId, code), new Date())))
          throw new AppError('SECOND_FACTOR_INVALID');
      }
      if (!(await sessions.secondFactorGiven(input.sessionId)))
        throw new AppError('UNAUTHENTICATED');
      return { recoveryCodesLeft: await repo.recoveryCodesLeft(userId) };
    },

    /**
     * An admin's reset of another person's second factor (a lost phone): it goes with its
     * recovery codes, every session of theirs ends, and the activity log says who did it. They
     * enrol again after signing in. 404 for someone without one; one's own is 403.
     */
    async reset(actorUserId: number, userId: number): Promise<void> {
      if (actorUserId === userId) throw new AppError('FORBIDDEN');
      await db.transaction(async (tx) => {
        const hadOne = await createSecondFactorRepo(tx).remove(userId);
        if (!hadOne) throw new AppError('NOT_FOUND');
        const ended = await endAllSessionsOf(tx, userId);
        await createAuditLogRepo(tx).record({
          actorUserId,
          action: 'second_factor.reset',
          entityType: 'user',
          entityId: userId,
          before: { second_factor: true },
          after: { second_factor: false, sessions_ended: ended },
        });
      });
    },
  };
}

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
