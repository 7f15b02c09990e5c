import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MAX_RESCHEDULES,
  FULL_REFUND_NOTICE_HOURS,
  LATE_CANCELLATION_FEE_PERCENT,
  MEETING_LINK_OPENS_MINUTES_BEFORE,
  RESCHEDULE_NOTICE_HOURS,
  type Language,
} from '@portal/contracts';
import { sanitizeContentHtml } from '../../lib/sanitize-html';
import { readDefaultPage } from './content-seed';

/**
 * The built-in terms and refund-policy pages state the numbers the code applies (one policy,
 * written once: decision 0014): change a constant and these fail until the texts follow.
 */
const fee = LATE_CANCELLATION_FEE_PERCENT;
const back = 100 - LATE_CANCELLATION_FEE_PERCENT;

/** Each list item and paragraph of a page, as plain text. */
function statements(pageType: 'terms' | 'refund-policy', language: Language): string[] {
  const html = readDefaultPage(pageType, language);
  return [...html.matchAll(/<(li|p)>([\s\S]*?)<\/\1>/g)].map((match) =>
    match[2]!
      .replace(/<[^>]+>/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}
const text = (pageType: 'terms' | 'refund-policy', language: Language) =>
  statements(pageType, language).join('\n');

const facts = {
  english: {
    both: [
      `at least ${FULL_REFUND_NOTICE_HOURS} hours before`,
      `before you have chosen a slot`,
      `${fee}% fee`,
      `other ${back}%`,
      `${RESCHEDULE_NOTICE_HOURS} hours' notice`,
      `until ${RESCHEDULE_NOTICE_HOURS} hours before its start`,
      `up to ${DEFAULT_MAX_RESCHEDULES} times`,
      'My Appointments',
      'marked absent',
      // The office's cancellation gives everything back; the fee is the customer's own.
      'we cancel your appointment',
      'whatever the hour',
      'online or in cash',
      'The fee applies only when you cancel yourself.',
      'cancelling costs nothing',
    ],
    terms: [
      `${MEETING_LINK_OPENS_MINUTES_BEFORE} minutes before the start`,
      'until the consultation begins',
      'by phone',
      'by video',
      // Cash for a consultation at the office comes with a time at once; phone and video pay first
      // (decision 0057).
      'pay it at the office when you come. With cash you choose your time at once',
      'For a consultation by phone or by video, the fee is paid in advance, before you choose your time',
    ],
    'refund-policy': [
      'until the consultation begins',
      'Razorpay',
      '5-7 business days',
      'in cash at our office',
      'automatically',
      'second payment',
      'within 7 days',
    ],
  },
  tamil: {
    both: [
      `குறைந்தது ${FULL_REFUND_NOTICE_HOURS} மணி நேரத்துக்கு முன்`,
      'நேர இடத்தைத் தேர்ந்தெடுப்பதற்கு முன்',
      `${FULL_REFUND_NOTICE_HOURS} மணி நேரத்துக்கும் குறைவாக`,
      `${fee}% பிடித்தம்`,
      `மீதி ${back}%`,
      `${RESCHEDULE_NOTICE_HOURS} மணி நேர முன்னறிவிப்பு`,
      `அதிகபட்சம் ${DEFAULT_MAX_RESCHEDULES} முறை`,
      'எனது சந்திப்புகள்',
      'வரவில்லை',
      'நாங்களே உங்கள் சந்திப்பை ரத்துசெய்தால்',
      'எந்த நேரமாக இருந்தாலும்',
      'ஆன்லைனில் செலுத்தியிருந்தாலும் ரொக்கமாகச் செலுத்தியிருந்தாலும்',
      'பிடித்தம் நீங்களே ரத்துசெய்யும்போது மட்டுமே.',
      'ரத்துசெய்வதற்குக் கட்டணம் எதுவும் இல்லை',
    ],
    terms: [
      `${MEETING_LINK_OPENS_MINUTES_BEFORE} நிமிடங்களுக்கு முன்`,
      'ஆலோசனை தொடங்கும் வரை',
      'தொலைபேசி அழைப்பு',
      'வீடியோ',
      'நீங்கள் வரும்போது அலுவலகத்திலேயே செலுத்தலாம். ரொக்கத்தைத் தேர்ந்தெடுத்தால் உடனே நேரத்தைத் தேர்ந்தெடுக்கலாம்',
      'தொலைபேசி அழைப்பு அல்லது வீடியோ ஆலோசனைக்கு, நேரத்தைத் தேர்ந்தெடுப்பதற்கு முன் ' +
        'கட்டணத்தை முன்கூட்டியே செலுத்த வேண்டும்',
    ],
    'refund-policy': [
      'ஆலோசனை தொடங்கும் வரை',
      'Razorpay',
      '5-7 வேலை நாட்களுக்குள்',
      'அலுவலகத்தில் ரொக்கமாகவே',
      'தானாகவே முழுமையாக',
      'இரண்டாவது முறை',
      '7 நாட்களுக்குள்',
    ],
  },
} as const;

describe.each(['english', 'tamil'] as const)('the %s policy pages', (language) => {
  it.each(['terms', 'refund-policy'] as const)(
    '%s states the numbers the code applies',
    (pageType) => {
      const content = text(pageType, language);
      for (const fact of [...facts[language].both, ...facts[language][pageType]])
        expect(content).toContain(fact);
    },
  );

  it.each(['terms', 'refund-policy'] as const)(
    '%s keeps only what the content allow-list keeps',
    (pageType) => {
      const html = readDefaultPage(pageType, language);
      expect(sanitizeContentHtml(html)).toBe(html.trim());
    },
  );

  it('never promises nothing back for a cancellation that is merely late', () => {
    const noRefund =
      language === 'english'
        ? /no refund|nothing is refunded/i
        : /பணத்திருப்பம் இல்லை|திருப்பித் தரப்படாது/;
    const late =
      language === 'english'
        ? /(within|less than) \d+ hours/i
        : /மணி நேரத்துக்குள்|மணி நேரத்துக்கும் குறைவாக/;
    for (const pageType of ['terms', 'refund-policy'] as const) {
      for (const statement of statements(pageType, language)) {
        if (noRefund.test(statement))
          expect(statement, `${pageType}: ${statement}`).not.toMatch(late);
      }
    }
  });
});

it('the English refund page no longer says there is no refund within 24 hours', () => {
  const content = text('refund-policy', 'english');
  expect(content).not.toMatch(/no refund[^\n]*within \d+ hours/i);
  expect(content).toMatch(
    new RegExp(`${back}% refund if you cancel less than ${FULL_REFUND_NOTICE_HOURS} hours before`),
  );
});

it('the Tamil pages use no English words beyond names and abbreviations', () => {
  const allowed = new Set(['UPI', 'Razorpay', 'GST', 'IST', 'AST']);
  for (const pageType of ['terms', 'refund-policy'] as const) {
    const words = text(pageType, 'tamil').match(/[A-Za-z]{2,}/g) ?? [];
    expect(
      words.filter((word) => !allowed.has(word)),
      pageType,
    ).toEqual([]);
  }
});
