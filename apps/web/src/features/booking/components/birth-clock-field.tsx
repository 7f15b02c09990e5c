import { BirthClockQuestion } from '../../../components/form/birth-clock-question';
import { useLanguage } from '../../../lib/use-language';
import type { BookingDraft } from '../booking-draft';

interface BirthClockFieldProps {
  prefix: '' | 'partner_';
  draft: BookingDraft;
  problems: Record<string, string>;
  onChange: (patch: Partial<BookingDraft>) => void;
}

/**
 * After the birth time: for a birth in or near Calcutta or Bombay while the city kept its own
 * clock, which clock the time was on (decision 0111). The question's offset and the answer stay in
 * the draft; a new question (another city, or none) clears the answer.
 */
export function BirthClockField({ prefix, draft, problems, onChange }: BirthClockFieldProps) {
  const [language] = useLanguage();
  const offsetField = `${prefix}birth_clock_offset` as const;
  const answerField = `${prefix}birth_clock` as const;
  return (
    <BirthClockQuestion
      id={answerField}
      language={language}
      birth={{
        date_of_birth: draft[`${prefix}date_of_birth`],
        birth_place: draft[`${prefix}birth_place`],
        latitude: draft[`${prefix}birth_latitude`],
        longitude: draft[`${prefix}birth_longitude`],
      }}
      answer={draft[answerField]}
      error={problems[answerField]}
      onQuestion={(question) => {
        const offset = question?.city_offset ?? '';
        if (offset !== draft[offsetField]) onChange({ [offsetField]: offset, [answerField]: '' });
      }}
      onAnswer={(answer) => onChange({ [answerField]: answer })}
    />
  );
}
