// The portal's API as the screenshot scripts drive it: sign a number in (reading the code the
// console SMS provider wrote to the server's output, SERVER_LOG) and make calls with its token.
import { readFileSync } from 'node:fs';
import { signInCodesIn } from '../../sign-in-codes.mjs';

export function portalApi(baseUrl) {
  /** Signs a number in through the API; returns the token and user. */
  async function signIn(number) {
    const sent = await fetch(`${baseUrl}/api/auth/send-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone_number: number }),
    });
    if (!sent.ok) throw new Error(`send-otp ${sent.status}: ${await sent.text()}`);
    let code;
    for (let tries = 0; tries < 50 && !code; tries += 1) {
      code = signInCodesIn(readFileSync(process.env.SERVER_LOG ?? '', 'utf8'), number).at(-1);
      if (!code) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const verified = await fetch(`${baseUrl}/api/auth/verify-otp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      // The code belongs to the request send-otp answered (decision 0105).
      body: JSON.stringify({
        phone_number: number,
        request_id: (await sent.json()).request_id,
        otp: code,
      }),
    });
    return verified.json();
  }

  /** One call with a bearer token; a refusal throws with the server's words. */
  async function call(token, method, path, body) {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    if (!response.ok)
      throw new Error(`${method} ${path} ${response.status}: ${await response.text()}`);
    return response.json();
  }

  return { signIn, call };
}
