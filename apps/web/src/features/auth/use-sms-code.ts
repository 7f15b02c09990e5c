import { useEffect, useRef } from 'react';

/** What the WebOTP API hands back: the code of the SMS the phone read. */
interface OtpCredential extends Credential {
  code: string;
}

/**
 * Fills the sign-in code from the SMS on phones that offer it: Chrome on Android (the WebOTP API)
 * asks the person once, then hands over the code of an SMS whose last line is the origin-bound
 * `@host #123456` (decision 0105). Elsewhere `autocomplete="one-time-code"` lets the keyboard
 * offer it. It listens while `requestId` names the code being waited for; a new request, or none,
 * ends the old wait.
 */
export function useSmsCode({
  requestId,
  onCode,
}: {
  requestId: string | null;
  onCode: (code: string) => void;
}) {
  const latest = useRef(onCode);
  useEffect(() => {
    latest.current = onCode;
  });
  useEffect(() => {
    if (!requestId || !('OTPCredential' in window)) return;
    const controller = new AbortController();
    navigator.credentials
      .get({ otp: { transport: ['sms'] }, signal: controller.signal } as CredentialRequestOptions)
      .then((credential) => {
        const code = (credential as OtpCredential | null)?.code;
        if (!controller.signal.aborted && code && /^\d{6}$/.test(code)) latest.current(code);
      })
      .catch(() => {
        // Ended, refused by the person or timed out: the code is typed, as on any phone.
      });
    return () => controller.abort();
  }, [requestId]);
}
