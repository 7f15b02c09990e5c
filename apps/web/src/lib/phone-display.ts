/** A number as people read it: +91 98765 43210 for India, as stored otherwise. */
export function displayPhoneNumber(e164: string): string {
  const indian = /^\+91(\d{5})(\d{5})$/.exec(e164);
  return indian ? `+91 ${indian[1]} ${indian[2]}` : e164;
}
