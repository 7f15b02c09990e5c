import type { TFunction } from './translation/translator';
import type { Language } from '@portal/contracts';
import { formatClockTime } from './date-format';

/**
 * A birth time as people read it: 5:40 am for an exact time, "Morning (6 AM-12 PM)" for a period;
 * "Not given" when none.
 */
export function birthTimeText(
  t: TFunction,
  type: string | null,
  time: string | null,
  language: Language,
): string {
  if (!time) return t('booking:birth_time_not_given');
  return type === 'period' ? t(`booking:period_${time}`) : formatClockTime(time, language);
}
