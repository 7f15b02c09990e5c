import { MEETING_LINK_OPENS_MINUTES_BEFORE, type Language } from '@portal/contracts';
import { formatInr } from '../../../lib/money';
import type { BusinessFacts, ConsultationFacts } from './consultation-facts';

/**
 * Who and where, in a sentence: the astrologer (once it has a time, decision 0059), and the
 * office's address (with the cash to bring when it is not paid yet), the phone call, or the video
 * link.
 */
export function whereText(
  facts: ConsultationFacts,
  business: BusinessFacts,
  language: Language,
): string {
  const tamil = language === 'tamil';
  const astrologer = facts.astrologer
    ? tamil
      ? facts.astrologer.tamil
      : facts.astrologer.english
    : null;
  if (facts.mode === 'phone') {
    return tamil
      ? `${astrologer ?? 'ஜோதிடர்'} உங்களை ${facts.mobileNumber} எண்ணில் தொலைபேசியில் அழைப்பார்.`
      : `${astrologer ?? 'The astrologer'} will phone you on ${facts.mobileNumber}.`;
  }
  const withWhom = astrologer ? (tamil ? `ஜோதிடர்: ${astrologer}. ` : `With ${astrologer}. `) : '';
  if (facts.mode === 'video') {
    return tamil
      ? `${withWhom}வீடியோ ஆலோசனை இணைப்பு ` +
          `(தொடக்கத்துக்கு ${MEETING_LINK_OPENS_MINUTES_BEFORE} நிமிடம் முன் திறக்கும்): ` +
          `${facts.meetingUrl ?? ''}`
      : `${withWhom}Video consultation link ` +
          `(opens ${MEETING_LINK_OPENS_MINUTES_BEFORE} minutes before): ${facts.meetingUrl ?? ''}`;
  }
  // Not paid yet and coming to the office: the cash they bring (decision 0057).
  const due =
    facts.paymentStatus === 'pending'
      ? tamil
        ? ` அலுவலகத்தில் ரொக்கமாகச் செலுத்த வேண்டியது: ${formatInr(facts.totalPaise)}.`
        : ` To pay in cash at the office: ${formatInr(facts.totalPaise)}.`
      : '';
  return tamil
    ? `${withWhom}இடம்: ${business.address.tamil}.${due}`
    : `${withWhom}At the office: ${business.address.english}.${due}`;
}
