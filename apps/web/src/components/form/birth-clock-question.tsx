import { useEffect, useState } from 'react';
import type { BirthClockAnswer, BirthClockQuestion as Question, Language } from '@portal/contracts';
import { useTranslation } from '../../lib/translation/use-translation';
import { askBirthClock, canAskBirthClock, type BirthWhereAndWhen } from '../../lib/birth-clock';

const DEBOUNCE_MS = 300;

interface BirthClockQuestionProps {
  /** The first choice's id (a problem focuses it); the choices are named by it. */
  id: string;
  language: Language;
  birth: BirthWhereAndWhen;
  answer: BirthClockAnswer;
  /** Shown under the choices, already in the user's language. */
  error?: string | undefined;
  /** The server's question for this birth, or null when there is nothing to ask. */
  onQuestion: (question: Question | null) => void;
  onAnswer: (answer: Exclude<BirthClockAnswer, ''>) => void;
}

/**
 * For a birth in or near Calcutta before 1949 or Bombay before 1956 (decision 0111): was the time
 * on the city's own clock or on India time? It asks the server (GET /api/places/birth-clock) as
 * the date and the place are given, and shows nothing when there is nothing to ask. The booking
 * form and the office's desk forms place it after the birth time.
 */
export function BirthClockQuestion({
  id,
  language,
  birth,
  answer,
  error,
  onQuestion,
  onAnswer,
}: BirthClockQuestionProps) {
  const { t } = useTranslation('common');
  const { date_of_birth, birth_place, latitude, longitude } = birth;
  const askedFor = [date_of_birth, birth_place, latitude, longitude].join('|');
  // The answer is kept with the birth it was asked for: a changed date or place shows nothing
  // until the server has answered for it.
  const [found, setFound] = useState<{ askedFor: string; question: Question | null } | null>(null);

  useEffect(() => {
    const asked = { date_of_birth, birth_place, latitude, longitude };
    const askable = canAskBirthClock(asked);
    const controller = new AbortController();
    const timer = setTimeout(
      () => {
        const answered = (question: Question | null) => {
          setFound({
            askedFor: [date_of_birth, birth_place, latitude, longitude].join('|'),
            question,
          });
          onQuestion(question);
        };
        if (!askable) answered(null);
        else
          askBirthClock(asked, language, controller.signal)
            .then(answered)
            .catch(() => undefined);
      },
      askable ? DEBOUNCE_MS : 0,
    );
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // onQuestion is the parent's callback, new on each render; the birth's fields decide.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [date_of_birth, birth_place, latitude, longitude, language]);

  const question = found?.askedFor === askedFor ? found.question : null;
  if (!question) return null;
  const city = t(`birth_clock_city_${question.city}`);
  const values = {
    city,
    year: question.city === 'calcutta' ? '1948' : '1955',
    city_offset: question.city_offset,
    india_offset: question.india_offset,
  };
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <fieldset
      className="birth-time birth-clock"
      aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
    >
      <legend className="field-label">
        {t('birth_clock_question', values)}
        <span className="form-field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </legend>
      <p id={hintId} className="field-note">
        {t('birth_clock_hint', values)}
      </p>
      {(['city', 'india'] as const).map((choice, index) => (
        <label key={choice} className="service-choice">
          <input
            id={index === 0 ? id : undefined}
            type="radio"
            name={id}
            value={choice}
            checked={answer === choice}
            aria-invalid={error ? true : undefined}
            onChange={() => onAnswer(choice)}
          />
          <span className="service-choice__text">
            <strong>{t(`birth_clock_${choice}`, values)}</strong>
            <span>{t(`birth_clock_${choice}_note`, values)}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
