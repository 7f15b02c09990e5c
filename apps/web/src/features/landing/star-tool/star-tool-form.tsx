import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import {
  ASTROLOGY_FIRST_DATE,
  ASTROLOGY_LAST_DATE,
  birthTimePeriods,
  type Chart,
  type ChartBirth,
  type Language,
  type Place,
} from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import { ApiError } from '../../../lib/api-client';
import { addDictionaries } from '../../../lib/i18n';
import { starToolDictionaries } from '../../../locales/star-tool-dictionaries';
import { PlaceCombobox } from '../../../components/form/place-combobox';
import { StarResult } from './star-result';
import { placeLabel } from '../../../lib/places';
import { castChart } from './star-tool-calls';
import '../../../styles/forms.css';
import './star-tool.css';

// The tool's words come with its chunk; words the office changed (already loaded) stay.
addDictionaries(starToolDictionaries);

type Period = (typeof birthTimePeriods)[number];
type Field = 'date' | 'time' | 'place';
type Errors = Partial<Record<Field | 'form', string>>;

/** Which field of the form a server field error belongs beside. */
const fieldOf: Record<string, Field> = {
  date_of_birth: 'date',
  birth_time: 'time',
  birth_time_type: 'time',
  birth_time_period: 'time',
  birth_place: 'place',
  latitude: 'place',
  longitude: 'place',
  time_zone: 'place',
};

/** The server's refusal as messages beside the fields, or one message for the form. */
function errorsOf(error: unknown, t: (key: string) => string): Errors {
  if (error instanceof ApiError && error.status === 429) return { form: t('error_busy') };
  if (!(error instanceof ApiError) || error.code === 'NETWORK_ERROR' || error.code === 'BAD_REPLY')
    return { form: t('error_general') };
  const errors: Errors = {};
  for (const [name, message] of Object.entries(error.fields)) {
    const field = fieldOf[name];
    if (field) errors[field] ??= message;
  }
  return Object.keys(errors).length > 0 ? errors : { form: error.message };
}

interface StarToolFormProps {
  language: Language;
  onBook: () => void;
}

/** Birth date, time (exact or a period) and place → the person's natchathiram, rasi and lagna. */
export function StarToolForm({ language, onBook }: StarToolFormProps) {
  const { t } = useTranslation('star-tool');
  const [date, setDate] = useState('');
  const [timeType, setTimeType] = useState<'exact' | 'period'>('exact');
  const [exact, setExact] = useState('');
  const [period, setPeriod] = useState<'' | Period>('');
  const [placeText, setPlaceText] = useState('');
  const [place, setPlace] = useState<Place | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [working, setWorking] = useState(false);
  const [result, setResult] = useState<{ chart: Chart; placeName: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing: Errors = {};
    if (!date) missing.date = t('error_required_date');
    if (timeType === 'exact' ? !exact : !period) missing.time = t('error_required_time');
    if (!placeText.trim()) missing.place = t('error_required_place');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const birth: ChartBirth = {
      date_of_birth: date,
      birth_time_type: timeType,
      ...(timeType === 'exact' ? { birth_time: exact } : { birth_time_period: period as Period }),
      // The chosen suggestion's coordinates and zone leave no doubt which place is meant.
      ...(place
        ? { latitude: place.latitude, longitude: place.longitude, time_zone: place.time_zone }
        : { birth_place: placeText.trim() }),
    };
    setWorking(true);
    try {
      const chart = await castChart(birth, language);
      setResult({ chart, placeName: place ? placeLabel(place, language) : placeText.trim() });
    } catch (error) {
      setResult(null);
      setErrors(errorsOf(error, t));
    } finally {
      setWorking(false);
    }
  };

  return (
    <div className="star-tool">
      <form
        className="star-tool__form"
        aria-label={t('form_label')}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <FormField
          id="star-date"
          label={t('date_of_birth')}
          error={errors.date}
          hint={t('date_hint')}
          required
        >
          <input
            {...describedBy('star-date', errors.date, t('date_hint'), true)}
            className="text-input"
            type="date"
            min={ASTROLOGY_FIRST_DATE}
            max={ASTROLOGY_LAST_DATE}
            value={date}
            // The tool opened at the visitor's request: their next step is this field.
            autoFocus
            onChange={(event) => setDate(event.target.value)}
          />
        </FormField>
        <fieldset className="birth-time">
          <legend className="field-label">{t('birth_time')}</legend>
          <div className="segmented" role="radiogroup" aria-label={t('birth_time')}>
            {(['exact', 'period'] as const).map((option) => (
              <label key={option} className="segmented__option">
                <input
                  type="radio"
                  name="star-time-type"
                  value={option}
                  checked={timeType === option}
                  onChange={() => setTimeType(option)}
                />
                <span>{t(option === 'exact' ? 'birth_time_exact' : 'birth_time_period')}</span>
              </label>
            ))}
          </div>
          {timeType === 'exact' ? (
            <FormField id="star-time" label={t('birth_time_exact')} error={errors.time} required>
              <input
                {...describedBy('star-time', errors.time, undefined, true)}
                className="text-input"
                type="time"
                value={exact}
                onChange={(event) => setExact(event.target.value)}
              />
            </FormField>
          ) : (
            <FormField id="star-time" label={t('birth_time_period')} error={errors.time} required>
              <select
                {...describedBy('star-time', errors.time, undefined, true)}
                className="text-input"
                value={period}
                onChange={(event) => setPeriod(event.target.value as '' | Period)}
              >
                <option value="">{t('period_choose')}</option>
                {birthTimePeriods.map((value) => (
                  <option key={value} value={value}>
                    {t(`period_${value}`)}
                  </option>
                ))}
              </select>
            </FormField>
          )}
        </fieldset>
        <FormField
          id="star-place"
          label={t('birth_place')}
          error={errors.place}
          hint={t('place_hint')}
          required
        >
          <PlaceCombobox
            id="star-place"
            language={language}
            text={placeText}
            error={errors.place}
            hint={t('place_hint')}
            onType={(text) => {
              setPlaceText(text);
              setPlace(null);
            }}
            onChoose={(chosen) => {
              setPlace(chosen);
              setPlaceText(placeLabel(chosen, language));
            }}
          />
        </FormField>
        {errors.form && (
          <p className="form-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button--primary button--large" disabled={working}>
          {working ? t('working') : t('submit')}
        </button>
      </form>
      <div className="star-tool__result" aria-live="polite">
        {result && (
          <StarResult
            chart={result.chart}
            language={language}
            placeName={result.placeName}
            onBook={onBook}
          />
        )}
      </div>
    </div>
  );
}
