import type { TestApp } from './test-app';

/** The code the console provider last wrote for a number. */
export function lastCodeFor(testApp: TestApp, mobileNumber: string): string {
  const line = [...testApp.smsLog]
    .reverse()
    .find((entry) => entry.startsWith(`OTP for ${mobileNumber}: `));
  if (!line) throw new Error(`no code was sent to ${mobileNumber}`);
  return line.slice(-6);
}

/** A code sent through send-otp: its request (decision 0105) and the code the inbox received. */
export interface SentCode {
  requestId: string;
  code: string;
}

/**
 * Asks for a code through the real call, as a device holding `deviceToken` (if given) and from
 * `remoteAddress` (if given); throws unless it was sent.
 */
export async function sendCode(
  testApp: TestApp,
  phoneNumber: string,
  options: { mobileNumber?: string; deviceToken?: string; remoteAddress?: string } = {},
): Promise<SentCode> {
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
    payload: {
      phone_number: phoneNumber,
      ...(options.deviceToken ? { device_token: options.deviceToken } : {}),
    },
  });
  if (sent.statusCode !== 200)
    throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  return {
    requestId: sent.json<{ request_id: string }>().request_id,
    code: lastCodeFor(testApp, options.mobileNumber ?? `+91${phoneNumber}`),
  };
}

/** Signs a number in through the real calls, with its device token too. */
export async function signInWithDevice(
  testApp: TestApp,
  phoneNumber: string,
  mobileNumber = `+91${phoneNumber}`,
): Promise<{ token: string; deviceToken: string }> {
  const { requestId, code } = await sendCode(testApp, phoneNumber, { mobileNumber });
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number: phoneNumber, request_id: requestId, otp: code },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  const reply = verified.json<{ token: string; device_token: string }>();
  return { token: reply.token, deviceToken: reply.device_token };
}

/** Signs a number in through the real calls; returns the bearer token. */
export async function signIn(
  testApp: TestApp,
  phoneNumber: string,
  mobileNumber = `+91${phoneNumber}`,
): Promise<string> {
  return (await signInWithDevice(testApp, phoneNumber, mobileNumber)).token;
}
