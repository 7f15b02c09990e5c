import { MEETING_LINK_OPENS_MINUTES_BEFORE, type Language } from '@portal/contracts';
import type { BusinessFacts, ConsultationFacts } from './consultation-facts';

/** Where the consultation takes place, in a sentence: the office's address, the phone call, or the video link. */
export function whereText(facts: ConsultationFacts, business: BusinessFacts, language: Language): string {
  const tamil = language === 'tamil';
  if (facts.mode === 'phone') {
    return tamil
      ? `ஜோதிடர் உங்களை ${facts.mobileNumber} எண்ணில் தொலைபேசியில் அழைப்பார்.`
      : `The astrologer will phone you on ${facts.mobileNumber}.`;
  }
  if (facts.mode === 'video') {
    return tamil
      ? `வீடியோ ஆலோசனை இணைப்பு (தொடக்கத்துக்கு ${MEETING_LINK_OPENS_MINUTES_BEFORE} நிமிடம் முன் திறக்கும்): ${facts.meetingUrl ?? ''}`
      : `Video consultation link (opens ${MEETING_LINK_OPENS_MINUTES_BEFORE} minutes before): ${facts.meetingUrl ?? ''}`;
  }
  return tamil ? `இடம்: ${business.address.tamil}.` : `At the office: ${business.address.english}.`;
}
