import type { ConsentEntry, Language } from '@portal/contracts';
import { formatIndiaDateTime } from '../../../lib/date-format';
import type { TFunction } from '../../../lib/translation/translator';

/** What one row of the consents' history says, in words (privacy-consents namespace). */
export function consentWhat(entry: ConsentEntry, t: TFunction): string {
  const subject = entry.subject_type ? t(`subject_${entry.subject_type}`) : '';
  switch (entry.purpose) {
    case 'service':
      return t('history_service', { version: entry.notice_version ?? '' });
    case 'marketing':
      return t(entry.granted ? 'history_marketing_granted' : 'history_marketing_withdrawn');
    case 'guardian':
      return t('history_guardian', { subject });
    case 'other_person':
      return t('history_other_person', { subject });
  }
}

/** When and where it was given: "2 Dec 2026, 9:30 am · at sign-in". */
export function consentWhen(entry: ConsentEntry, t: TFunction, language: Language): string {
  return `${formatIndiaDateTime(entry.at, language)} · ${t(`source_${entry.source}`)}`;
}
