import type { Language } from '@portal/contracts';

/**
 * The words of a sign-in code's SMS, in the customer's language, ending in the origin-bound line
 * (`@portal.example #123456`, the WICG "origin-bound one-time codes" format): a phone offers the
 * code only on the portal's own site, and the customer sees which site asked for it (decision
 * 0105). `host` is the public address's host name (PUBLIC_BASE_URL), without a port. This is also
 * the text to register as the DLT template of MSG91's OTP template (##OTP## for the code).
 */
export function signInCodeText({
  code,
  language,
  host,
  minutes,
}: {
  code: string;
  language: Language;
  host: string;
  minutes: number;
}): string {
  const words =
    language === 'tamil'
      ? `${code} உங்கள் ஜோதிடம் உள்நுழைவுக் குறியீடு. இது ${minutes} நிமிடங்களுக்குச் செல்லும். இதை யாரிடமும் பகிர வேண்டாம்.`
      : `${code} is your Jothidam sign-in code. It is good for ${minutes} minutes. Do not share it with anyone.`;
  return `${words}\n\n@${host} #${code}`;
}

/** The host name a public address's origin-bound line names (no port: the format has none). */
export function originBoundHost(publicBaseUrl: string): string {
  return new URL(publicBaseUrl).hostname;
}
