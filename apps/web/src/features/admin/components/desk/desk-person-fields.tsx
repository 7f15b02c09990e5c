import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  birthTimePeriods,
  genders,
  type BirthClockAnswer,
  type Language,
  type Place,
} from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { PlaceCombobox } from '../../../../components/form/place-combobox';
import { placeLabel } from '../../../../lib/places';
import type { FieldErrors } from '../../form-feedback';
import { TextField } from '../shared/text-field';
import { BirthClockQuestion } from '../../../../components/form/birth-clock-question';

const clockAnswer = (text: string | undefined): BirthClockAnswer =>
  text === 'city' || text === 'india' ? text : '';

/** A form's draft: the API's field names (bridegroom_… for the bridegroom) to what is typed. */
export type Draft = Record<string, string>;

/** The draft's birth details as the API takes them: empty fields left out, a time by its kind. */
export function birthDetailsOf(draft: Draft, marriage: boolean): Record<string, string> {
  const given = (key: string) => (draft[key]?.trim() ? { [key]: draft[key].trim() } : {});
  const person = (prefix: '' | 'bridegroom_') => ({
    ...given(`${prefix}name`),
    ...given(`${prefix}date_of_birth`),
    ...(draft[`${prefix}birth_time`]?.trim()
      ? { [`${prefix}birth_time_type`]: draft[`${prefix}birth_time_type`] || 'exact' }
      : {}),
    ...given(`${prefix}birth_time`),
    ...given(`${prefix}birth_place`),
    ...given(`${prefix}birth_latitude`),
    ...given(`${prefix}birth_longitude`),
    ...given(`${prefix}birth_utc_offset`),
  });
  return {
    ...person(''),
    ...(marriage ? {} : given('gender')),
    ...(marriage ? { ...person('bridegroom_'), ...given('bridegroom_current_location') } : {}),
  };
}

interface PersonFieldsProps {
  /** Ids in the page: '' for the person, 'bridegroom_' for the bridegroom. */
  prefix: '' | 'bridegroom_';
  idBase: string;
  draft: Draft;
  errors: FieldErrors;
  onChange: (key: string, value: string) => void;
  /** The person's gender is asked unless the booking is a marriage's (its genders are fixed). */
  askGender: boolean;
  birthTimeOptional?: boolean;
  /** The console's language: the place suggestions are written in it. */
  language: Language;
}

/** One person's name and birth details (the desk's booking and its correction): labels are the booking form's. */
export function DeskPersonFields({
  prefix,
  idBase,
  draft,
  errors,
  onChange,
  askGender,
  birthTimeOptional = false,
  language,
}: PersonFieldsProps) {
  const { t } = useTranslation(['booking', 'admin']);
  const key = (name: string) => `${prefix}${name}`;
  const id = (name: string) => `${idBase}-${prefix}${name}`;
  const value = (name: string) => draft[key(name)] ?? '';
  const set = (name: string) => (text: string) => onChange(key(name), text);
  const timeType = value('birth_time_type') === 'period' ? 'period' : 'exact';
  const timeError = errors[key('birth_time')];
  return (
    <div className="admin-panel__fields admin-panel__fields--top">
      <TextField
        id={id('name')}
        label={prefix ? t('booking:bridegroom_name') : t('booking:name')}
        value={value('name')}
        onChange={set('name')}
        error={errors[key('name')]}
        maxLength={100}
      />
      {askGender && (
        <FormField id={id('gender')} label={t('booking:gender')} error={errors[key('gender')]}>
          <select
            {...describedBy(id('gender'), errors[key('gender')])}
            className="text-input"
            value={value('gender')}
            onChange={(event) => set('gender')(event.target.value)}
          >
            <option value="">{t('booking:choose')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>
                {t(`booking:gender_${gender}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <FormField
        id={id('date_of_birth')}
        label={t('booking:date_of_birth')}
        error={errors[key('date_of_birth')]}
      >
        <input
          {...describedBy(id('date_of_birth'), errors[key('date_of_birth')])}
          className="text-input"
          type="date"
          value={value('date_of_birth')}
          onChange={(event) => set('date_of_birth')(event.target.value)}
        />
      </FormField>
      <FormField id={id('birth_time_type')} label={t('admin:desk_birth_time_kind')}>
        <select
          {...describedBy(id('birth_time_type'))}
          className="text-input"
          value={timeType}
          onChange={(event) => {
            set('birth_time_type')(event.target.value);
            set('birth_time')('');
          }}
        >
          <option value="exact">{t('booking:birth_time_exact')}</option>
          <option value="period">{t('booking:birth_time_period')}</option>
        </select>
      </FormField>
      {timeType === 'exact' ? (
        <FormField
          id={id('birth_time')}
          label={t('booking:birth_time')}
          error={timeError}
          hint={birthTimeOptional ? t('admin:desk_birth_time_optional') : undefined}
        >
          <input
            {...describedBy(id('birth_time'), timeError)}
            className="text-input"
            type="time"
            value={value('birth_time')}
            onChange={(event) => set('birth_time')(event.target.value)}
          />
        </FormField>
      ) : (
        <FormField id={id('birth_time')} label={t('booking:birth_time')} error={timeError}>
          <select
            {...describedBy(id('birth_time'), timeError)}
            className="text-input"
            value={value('birth_time')}
            onChange={(event) => set('birth_time')(event.target.value)}
          >
            <option value="">{t('booking:period_choose')}</option>
            {birthTimePeriods.map((period) => (
              <option key={period} value={period}>
                {t(`booking:period_${period}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
      <BirthClockQuestion
        id={id('birth_clock')}
        language={language}
        birth={{
          date_of_birth: value('date_of_birth'),
          birth_place: value('birth_place'),
          latitude: value('birth_latitude'),
          longitude: value('birth_longitude'),
        }}
        answer={clockAnswer(value('birth_clock'))}
        error={errors[key('birth_utc_offset')]}
        onQuestion={(question) => {
          set('birth_clock_offset')(question?.city_offset ?? '');
          // A booking already on the city's offset is answered "city time".
          if (
            question &&
            !value('birth_clock') &&
            value('birth_utc_offset') === question.city_offset
          )
            set('birth_clock')('city');
        }}
        onAnswer={(answer) => {
          set('birth_clock')(answer);
          set('birth_utc_offset')(answer === 'city' ? value('birth_clock_offset') : '');
        }}
      />
      {/* The customer form's suggestions (decision 0109): a place chosen brings its coordinates;
          a village not in the list is given by the coordinates below, which the office may type. */}
      <FormField
        id={id('birth_place')}
        label={t('booking:birth_place')}
        error={errors[key('birth_place')]}
        hint={t('admin:desk_birth_place_hint')}
      >
        <PlaceCombobox
          id={id('birth_place')}
          language={language}
          text={value('birth_place')}
          error={errors[key('birth_place')]}
          hint={t('admin:desk_birth_place_hint')}
          onType={(text) => {
            set('birth_place')(text);
            // Coordinates that came with a suggestion go with it; typed ones stay.
            if (value('birth_coordinates') === 'chosen') {
              set('birth_latitude')('');
              set('birth_longitude')('');
              set('birth_coordinates')('');
            }
          }}
          onChoose={(place: Place) => {
            set('birth_place')(placeLabel(place, language));
            set('birth_latitude')(String(place.latitude));
            set('birth_longitude')(String(place.longitude));
            set('birth_coordinates')('chosen');
          }}
        />
      </FormField>
      <TextField
        id={id('birth_latitude')}
        label={t('booking:birth_latitude')}
        hint={t('booking:birth_latitude_hint')}
        inputMode="decimal"
        value={value('birth_latitude')}
        onChange={(text) => {
          set('birth_latitude')(text.replace(',', '.'));
          set('birth_coordinates')('typed');
        }}
        error={errors[key('birth_latitude')]}
        maxLength={12}
      />
      <TextField
        id={id('birth_longitude')}
        label={t('booking:birth_longitude')}
        hint={t('booking:birth_longitude_hint')}
        inputMode="decimal"
        value={value('birth_longitude')}
        onChange={(text) => {
          set('birth_longitude')(text.replace(',', '.'));
          set('birth_coordinates')('typed');
        }}
        error={errors[key('birth_longitude')]}
        maxLength={12}
      />
      <TextField
        id={id('birth_utc_offset')}
        label={t('admin:desk_utc_offset')}
        hint={t('admin:desk_utc_offset_hint')}
        value={value('birth_utc_offset')}
        onChange={set('birth_utc_offset')}
        error={errors[key('birth_utc_offset')]}
        maxLength={9}
      />
      {prefix === 'bridegroom_' && (
        <TextField
          id={id('current_location')}
          label={t('booking:current_location')}
          value={value('current_location')}
          onChange={set('current_location')}
          error={errors[key('current_location')]}
          maxLength={200}
        />
      )}
    </div>
  );
}
