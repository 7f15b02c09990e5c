import { languageTags, type Language } from '@portal/contracts';

const escapeHtml = (value: string) =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Escaped text with its web addresses as links. */
function linked(text: string): string {
  return text
    .split(/(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/)
    .map((part, index) =>
      index % 2 === 1
        ? `<a href="${escapeHtml(part)}" style="color:#7a2e0e">${escapeHtml(part)}</a>`
        : escapeHtml(part),
    )
    .join('');
}

/** The text's paragraphs (split at blank lines; a single line break kept as one). */
const paragraphs = (text: string) =>
  text
    .split(/\n{2,}/)
    .map((paragraph) => `<p>${linked(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('\n');

export interface EmailParts {
  businessName: string;
  businessAddress: string;
  greetingName: string | null;
  text: string;
  /** The page where the customer stops e-mails; none for the office's own notices. */
  unsubscribePage?: string;
}

const words = {
  english: {
    greeting: (name: string) => `Dear ${name},`,
    unsubscribe: 'Stop these e-mails',
    why: 'You receive this e-mail about your booking.',
  },
  tamil: {
    greeting: (name: string) => `அன்புள்ள ${name},`,
    unsubscribe: 'இந்த மின்னஞ்சல்களை நிறுத்துங்கள்',
    why: 'உங்கள் முன்பதிவு குறித்து இந்த மின்னஞ்சல் அனுப்பப்படுகிறது.',
  },
} satisfies Record<Language, unknown>;

/** The e-mail's plain text: greeting, message, signature and, for customers, how to stop e-mails. */
export function emailText(parts: EmailParts, language: Language): string {
  const w = words[language];
  return [
    ...(parts.greetingName ? [w.greeting(parts.greetingName), ''] : []),
    parts.text,
    '',
    `— ${parts.businessName}`,
    parts.businessAddress,
    ...(parts.unsubscribePage ? ['', `${w.why} ${w.unsubscribe}: ${parts.unsubscribePage}`] : []),
  ].join('\n');
}

/** The same as simple HTML that reads well on a phone's mail app. */
export function emailHtml(parts: EmailParts, language: Language): string {
  const w = words[language];
  const lang = languageTags[language];
  const unsubscribe = parts.unsubscribePage
    ? `<p style="font-size:12px;color:#6b5d50">${escapeHtml(w.why)} ` +
      `<a href="${escapeHtml(parts.unsubscribePage)}" style="color:#6b5d50">` +
      `${escapeHtml(w.unsubscribe)}</a></p>`
    : '';
  return (
    `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width"></head>\n` +
    `<body style="margin:0;padding:16px;background:#fbf7f2;` +
    `font-family:'Noto Sans Tamil','Noto Sans',Arial,sans-serif;color:#2b2118;line-height:1.6">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:20px">
<p style="margin:0 0 12px;font-weight:700;color:#7a2e0e">${escapeHtml(parts.businessName)}</p>
${parts.greetingName ? `<p>${escapeHtml(w.greeting(parts.greetingName))}</p>` : ''}
${paragraphs(parts.text)}
<p style="margin-top:24px;font-size:13px;color:#6b5d50">${escapeHtml(parts.businessName)}` +
    `<br>${escapeHtml(parts.businessAddress)}</p>
${unsubscribe}
</div></body></html>`
  );
}
