import { OTP_LENGTH, roleSchema, type Language, type User } from '@portal/contracts';
import type { Database } from '../../db/database';
import { AppError } from '../../lib/errors/app-error';
import type { CounterStore } from '../../lib/counters/counter-store';
import { addressBlock } from '../../lib/http/address-block';
import { deviceLabel } from '../../lib/http/device-label';
import { countryOfNumber, normalisePhoneNumber } from '../../lib/phone';
import {
  hmacHex,
  newNumericCode,
  newSessionToken,
  sameHex,
  sha256Hex,
} from '../../lib/secrets/secrets';
import { originBoundHost, signInCodeText } from '../../lib/sms/sign-in-code-text';
import type { SmsProvider } from '../../lib/sms/sms-provider';
import { createAppointmentsRepo } from '../appointments/appointments.repo';
import { createAuthRepo, type UserRow } from './auth.repo';
import { recordSignInConsents } from '../privacy/consents/consents.service';
import { createSessionsService } from '../sessions/sessions.service';
import type { Captcha } from './captcha';
import type { SignInBudget } from './sign-in-budget';
import { SIGN_IN_RULES, type Limits } from './sign-in-rules';

export type { UserRow };
export { SIGN_IN_RULES };

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
  /** The codes all server processes may send per clock hour, with its reserve. */
  budget: Pick<SignInBudget, 'take'>;
  /** The portal's public address (PUBLIC_BASE_URL): the SMS's origin-bound line names its host. */
  publicBaseUrl: string;
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
    email_confirmed: row.email !== null && row.emailConfirmedAt !== null,
  };
}

/** What checking a code needs: the request it was sent on (decision 0105). */
export interface CodeCheck {
  phoneNumber: string;
  /** send-otp's request_id. */
  requestId: string;
  otp: string;
  /** A solved proof of work, needed once the request has had a few wrong guesses. */
  captcha?: string | undefined;
  ip: string;
}

export function createAuthService({
  db,
  counters,
  sms,
  captcha,
  secret,
  servedCountries,
  budget,
  publicBaseUrl,
}: AuthDependencies) {
  const repo = createAuthRepo(db);
  const appointments = createAppointmentsRepo(db);
  const host = originBoundHost(publicBaseUrl);
  // The code is keyed to its request: the same digits on another request are another hash.
  const codeHash = (idHash: string, code: string) => hmacHex(secret, `${idHash}:${code}`);
  const sessions = createSessionsService(db);

  async function enforce(limits: Limits, key: string) {
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

  /** The number's wrong guesses across requests, of one kind (known device or not). */
  const wrongGuessesKey = (mobileNumber: string, knownDevice: boolean) =>
    `verify:wrong:${knownDevice ? 'known' : 'other'}:${mobileNumber}`;

  /**
   * Checks the code of one request and uses it up, as sign-in does, without signing in: an
   * unknown request (OTP_REQUEST_UNKNOWN), a wrong, expired or spent code (OTP_INVALID,
   * OTP_EXPIRED, OTP_ATTEMPTS_EXHAUSTED) throws, and a wrong code counts against that request
   * alone and, more slowly, against the number. A call naming no request of this number touches
   * nothing (decision 0105). Sign-in and the deletion of an account (modules/privacy/erasure)
   * both confirm with it.
   */
  async function checkCode(
    input: CodeCheck,
  ): Promise<{ mobileNumber: string; knownDevice: boolean }> {
    await enforce(SIGN_IN_RULES.verifiesPerAddress, `verify:ip:${addressBlock(input.ip)}`);
    const mobileNumber = normalise(input.phoneNumber);
    const idHash = sha256Hex(input.requestId);
    const stored = await repo.findRequest(idHash);
    if (!stored || stored.mobileNumber !== mobileNumber) throw new AppError('OTP_REQUEST_UNKNOWN');
    // Out of guesses: the code is dead even when the right one is typed now; say so, so the
    // customer asks for a new code instead of checking the digits again.
    if (stored.failedAttempts >= SIGN_IN_RULES.maxWrongGuesses)
      throw new AppError('OTP_ATTEMPTS_EXHAUSTED');
    if (stored.expiresAt.getTime() <= Date.now()) throw new AppError('OTP_EXPIRED');
    const numberKey = wrongGuessesKey(mobileNumber, stored.knownDevice);
    for (const { limit, windowMs } of SIGN_IN_RULES.wrongGuessesPerNumber) {
      if ((await counters.peek(`${numberKey}:${windowMs}`)) >= limit)
        throw new AppError('RATE_LIMITED', { retryAfterSeconds: Math.ceil(windowMs / 1000) });
    }
    if (
      captcha &&
      stored.failedAttempts >= SIGN_IN_RULES.captchaAfterWrongGuesses &&
      !(await captcha.verify(input.captcha))
    )
      throw new AppError('CAPTCHA_REQUIRED');
    const offered = codeHash(idHash, input.otp);
    if (!sameHex(offered, stored.codeHash)) {
      const failedAttempts = await repo.recordFailedAttempt(idHash, SIGN_IN_RULES.maxWrongGuesses);
      for (const { windowMs } of SIGN_IN_RULES.wrongGuessesPerNumber)
        await counters.increment(`${numberKey}:${windowMs}`, windowMs);
      // The guess that used up the last try already says the code can no longer be used.
      if (failedAttempts !== undefined && failedAttempts >= SIGN_IN_RULES.maxWrongGuesses)
        throw new AppError('OTP_ATTEMPTS_EXHAUSTED');
      throw new AppError('OTP_INVALID');
    }
    if (!(await repo.consumeRequest(idHash, offered, SIGN_IN_RULES.maxWrongGuesses))) {
      throw new AppError('OTP_INVALID');
    }
    return { mobileNumber, knownDevice: stored.knownDevice };
  }

  return {
    checkCode,

    async sendCode(input: {
      phoneNumber: string;
      captcha: string | undefined;
      /** The device token this device holds for the number, if any. */
      deviceToken?: string | undefined;
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
      const device = input.deviceToken
        ? await repo.findKnownDevice(sha256Hex(input.deviceToken), mobileNumber)
        : undefined;
      if (device) {
        // Counted for the device alone: no stranger's sends to the number, nor from the same
        // shared address, refuse the owner's own device (decision 0105).
        await enforce(SIGN_IN_RULES.sendsPerKnownDevice, `send:device:${device.id}`);
      } else {
        await enforce(SIGN_IN_RULES.sendsPerAddress, `send:ip:${addressBlock(input.ip)}`);
        await enforce(SIGN_IN_RULES.sendsPerNumber, `send:number:${mobileNumber}`);
      }
      // The reserve of the hour's budget is for known devices and the office's own numbers.
      await budget.take({
        reserved: device !== undefined || (await repo.isOfficeNumber(mobileNumber)),
      });

      const requestId = newSessionToken();
      const idHash = sha256Hex(requestId);
      const code = newNumericCode(OTP_LENGTH);
      await repo.addRequest({
        idHash,
        mobileNumber,
        codeHash: codeHash(idHash, code),
        knownDevice: device !== undefined,
        expiresAt: new Date(Date.now() + SIGN_IN_RULES.codeLifetimeSeconds * 1000),
        keepLive: SIGN_IN_RULES.liveRequestsPerNumber[device ? 'knownDevice' : 'other'],
      });
      try {
        await sms.sendCode({
          to: mobileNumber,
          code,
          language: input.language,
          text: signInCodeText({
            code,
            language: input.language,
            host,
            minutes: SIGN_IN_RULES.codeLifetimeSeconds / 60,
          }),
        });
      } catch (error) {
        await repo.deleteRequest(idHash);
        throw Object.assign(new AppError('SMS_FAILED'), { cause: error });
      }
      if (device) await repo.touchDevice(device.id);
      return {
        request_id: requestId,
        expires_in: SIGN_IN_RULES.codeLifetimeSeconds,
        resend_after: SIGN_IN_RULES.resendAfterSeconds,
      };
    },

    async verifyCode(
      input: CodeCheck & {
        language?: Language;
        /** The device token this device already holds for the number, kept instead of a new one. */
        deviceToken?: string | undefined;
        /** What the session records of the device (modules/sessions): its user agent, a place. */
        userAgent?: string | undefined;
        place?: string | null;
        /** The sign-in form's agreement to the notice, and its optional offers box (decision 0100). */
        acceptNotice?: boolean;
        marketing?: boolean;
      },
    ) {
      const { mobileNumber } = await checkCode(input);
      const user = await repo.findOrCreateUser(mobileNumber, input.language ?? 'english');
      const { token, secondFactorPending } = await sessions.start({
        user,
        client: { userAgent: input.userAgent, ip: input.ip, place: input.place ?? null },
      });
      const deviceToken = await keepDevice(user.id, mobileNumber, input);
      const { consentNeeded } = await recordSignInConsents(db, user.id, {
        acceptNotice: input.acceptNotice ?? false,
        marketing: input.marketing ?? false,
      });
      return {
        token,
        user: toUser(user, await appointments.countForUser(user.id)),
        consent_needed: consentNeeded,
        device_token: deviceToken,
        second_factor_required: secondFactorPending,
      };
    },

    async logout(token: string): Promise<void> {
      await sessions.endToken(token);
    },
  };

  /**
   * The device token after a sign-in: the one the device gave, when it is this account's live
   * device, else a new one (only its SHA-256 kept, with a label from the user agent).
   */
  async function keepDevice(
    userId: number,
    mobileNumber: string,
    input: { deviceToken?: string | undefined; userAgent?: string | undefined },
  ): Promise<string> {
    if (input.deviceToken) {
      const known = await repo.findKnownDevice(sha256Hex(input.deviceToken), mobileNumber);
      if (known) {
        await repo.touchDevice(known.id);
        return input.deviceToken;
      }
    }
    const deviceToken = newSessionToken();
    await repo.rememberDevice({
      userId,
      tokenHash: sha256Hex(deviceToken),
      label: deviceLabel(input.userAgent),
      keep: SIGN_IN_RULES.knownDevicesPerUser,
    });
    return deviceToken;
  }
}

export type AuthService = ReturnType<typeof createAuthService>;
