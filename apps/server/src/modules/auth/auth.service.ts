import { OTP_LENGTH, roleSchema, type Language, type User } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { CounterStore } from '../../lib/counters/counter-store';
import { countryOfNumber, normalisePhoneNumber } from '../../lib/phone';
import { hmacHex, newNumericCode, sameHex } from '../../lib/secrets/secrets';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAuthRepo, type UserRow } from './auth.repo';
import { recordSignInConsents } from '../privacy/consents/consents.service';
import { createSessionsService } from '../sessions/sessions.service';

export type { UserRow };
import type { Captcha } from './captcha';
import type { SignInBudget } from './sign-in-budget';

/** The sign-in rules (decision 0009): a code's life and guesses, resends, sessions, send limits. */
export const SIGN_IN_RULES = {
  codeLifetimeSeconds: 5 * 60,
  maxWrongGuesses: 5,
  resendAfterSeconds: 30,
  sendsPerNumber: [
    { limit: 3, windowMs: 15 * 60 * 1000 },
    { limit: 10, windowMs: 24 * 60 * 60 * 1000 },
  ],
  sendsPerIp: [{ limit: 20, windowMs: 60 * 60 * 1000 }],
  verifiesPerIp: [{ limit: 30, windowMs: 15 * 60 * 1000 }],
} as const;

export interface AuthDependencies {
  db: Database;
  counters: CounterStore;
  sms: SmsProvider;
  /** null when the captcha is turned off (automated tests only). */
  captcha: Captcha | null;
  /** Keys the code hashes, so a copy of the database does not reveal codes. */
  secret: string;
  /** The countries whose mobiles may receive codes (the office's choice, else SIGN_IN_COUNTRIES). */
  servedCountries: () => Promise<ReadonlySet<string>>;
  /** The codes all server processes may send per clock hour. */
  budget: Pick<SignInBudget, 'take'>;
}

export function toUser(row: UserRow, appointmentsCount = 0): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile_number: row.mobileNumber,
    language_preference: row.languagePreference === 'tamil' ? 'tamil' : 'english',
    role: roleSchema.safeParse(row.role).data ?? 'customer',
    created_at: row.createdAt.toISOString(),
    appointments_count: appointmentsCount,
    notify_whatsapp: row.notifyWhatsapp,
    notify_sms: row.notifySms,
    notify_email: row.notifyEmail,
  };
}

export function createAuthService({
  db,
  counters,
  sms,
  captcha,
  secret,
  servedCountries,
  budget,
}: AuthDependencies) {
  const repo = createAuthRepo(db);
  const appointments = createAppointmentsRepo(db);
  const sessions = createSessionsService(db);
  const codeHash = (mobileNumber: string, code: string) =>
    hmacHex(secret, `${mobileNumber}:${code}`);

  async function enforce(limits: readonly { limit: number; windowMs: number }[], key: string) {
    for (const { limit, windowMs } of limits) {
      const { count, resetInMs } = await counters.increment(`${key}:${windowMs}`, windowMs);
      if (count > limit)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(resetInMs / 1000) });
    }
  }

  function normalise(phoneNumber: string): string {
    const mobileNumber = normalisePhoneNumber(phoneNumber);
    if (!mobileNumber)
      throw new AppError('PHONE_INVALID', { fields: { phone_number: 'validation.phone' } });
    return mobileNumber;
  }

  /**
   * Checks a sign-in code for a number and uses it up, as sign-in does, without signing in: a
   * wrong, expired or spent code throws (OTP_INVALID, OTP_EXPIRED, OTP_ATTEMPTS_EXHAUSTED) and
   * counts as a wrong guess. Sign-in and the deletion of an account (modules/privacy/erasure)
   * both confirm with it.
   */
  async function checkCode(input: {
    phoneNumber: string;
    otp: string;
    ip: string;
  }): Promise<string> {
    await enforce(SIGN_IN_RULES.verifiesPerIp, `verify:ip:${input.ip}`);
    const mobileNumber = normalise(input.phoneNumber);
    const stored = await repo.findCode(mobileNumber);
    if (!stored) throw new AppError('OTP_INVALID');
    // Out of guesses: the code is dead even when the right one is typed now; say so, so the
    // customer asks for a new code instead of checking the digits again.
    if (stored.failedAttempts >= SIGN_IN_RULES.maxWrongGuesses)
      throw new AppError('OTP_ATTEMPTS_EXHAUSTED');
    if (stored.expiresAt.getTime() <= Date.now()) throw new AppError('OTP_EXPIRED');
    const offered = codeHash(mobileNumber, input.otp);
    if (!sameHex(offered, stored.codeHash)) {
      const failedAttempts = await repo.recordFailedAttempt(
        mobileNumber,
        SIGN_IN_RULES.maxWrongGuesses,
      );
      // The guess that used up the last try already says the code can no longer be used.
      if (failedAttempts !== undefined && failedAttempts >= SIGN_IN_RULES.maxWrongGuesses)
        throw new AppError('OTP_ATTEMPTS_EXHAUSTED');
      throw new AppError('OTP_INVALID');
    }
    if (!(await repo.consumeCode(mobileNumber, offered, SIGN_IN_RULES.maxWrongGuesses))) {
      throw new AppError('OTP_INVALID');
    }
    return mobileNumber;
  }

  return {
    checkCode,

    async sendCode(input: {
      phoneNumber: string;
      captcha: string | undefined;
      ip: string;
      language: Language;
    }) {
      const mobileNumber = normalise(input.phoneNumber);
      // Against SMS pumping (codes sent to numbers that earn from them): a number of a country not
      // served gets nothing, and counts nothing.
      const country = countryOfNumber(mobileNumber);
      if (!country || !(await servedCountries()).has(country))
        throw new AppError('COUNTRY_NOT_SERVED');
      if (captcha && !(await captcha.verify(input.captcha))) throw new AppError('CAPTCHA_FAILED');
      await enforce(SIGN_IN_RULES.sendsPerIp, `send:ip:${input.ip}`);
      await enforce(SIGN_IN_RULES.sendsPerNumber, `send:number:${mobileNumber}`);
      await budget.take();

      const code = newNumericCode(OTP_LENGTH);
      const expiresAt = new Date(Date.now() + SIGN_IN_RULES.codeLifetimeSeconds * 1000);
      await repo.replaceCode(mobileNumber, codeHash(mobileNumber, code), expiresAt);
      try {
        await sms.sendCode(mobileNumber, code, input.language);
      } catch (error) {
        await repo.deleteCode(mobileNumber);
        throw Object.assign(new AppError('SMS_FAILED'), { cause: error });
      }
      return {
        expires_in: SIGN_IN_RULES.codeLifetimeSeconds,
        resend_after: SIGN_IN_RULES.resendAfterSeconds,
      };
    },

    async verifyCode(input: {
      phoneNumber: string;
      otp: string;
      language?: Language;
      ip: string;
      /** What the session records of the device (modules/sessions): its user agent, a place. */
      userAgent?: string;
      place?: string | null;
      /** The sign-in form's agreement to the notice, and its optional offers box (decision 0100). */
      acceptNotice?: boolean;
      marketing?: boolean;
    }) {
      const mobileNumber = await checkCode(input);
      const user = await repo.findOrCreateUser(mobileNumber, input.language ?? 'english');
      const { token, secondFactorPending } = await sessions.start({
        user,
        client: { userAgent: input.userAgent, ip: input.ip, place: input.place ?? null },
      });
      const { consentNeeded } = await recordSignInConsents(db, user.id, {
        acceptNotice: input.acceptNotice ?? false,
        marketing: input.marketing ?? false,
      });
      return {
        token,
        user: toUser(user, await appointments.countForUser(user.id)),
        consent_needed: consentNeeded,
        second_factor_required: secondFactorPending,
      };
    },

    async logout(token: string): Promise<void> {
      await sessions.endToken(token);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
