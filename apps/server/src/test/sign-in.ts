import type { TestApp } from './test-app';

/** The code the console provider last wrote for a number. */
export function lastCodeFor(testApp: TestApp, mobileNumber: string): string {
  const line = [...testApp.smsLog]
    .reverse()
    .find((entry) => entry.startsWith(`OTP for ${mobileNumber}: `));
  if (!line) throw new Error(`no code was sent to ${mobileNumber}`);
  return line.slice(-6);
}

/** Signs a number in through the real calls; returns the bearer token. */
export async function signIn(
  testApp: TestApp,
  phoneNumber: string,
  mobileNumber = `+91${phoneNumber}`,
): Promise<string> {
  const sent = await testApp.inject({
    method: 'POST',
    url: '/api/auth/send-otp',
    payload: { phone_number: phoneNumber },
  });
  if (sent.statusCode !== 200)
    throw new Error(`send-otp answered ${sent.statusCode}: ${sent.body}`);
  const verified = await testApp.inject({
    method: 'POST',
    url: '/api/auth/verify-otp',
    payload: { phone_number: phoneNumber, otp: lastCodeFor(testApp, mobileNumber) },
  });
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp answered ${verified.statusCode}: ${verified.body}`);
  return verified.json<{ token: string }>().token;
}
