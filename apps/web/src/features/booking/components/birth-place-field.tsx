import { useTranslation } from '../../../lib/translation/use-translation';
import type { Place } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import { PlaceCombobox } from '../../../components/form/place-combobox';
import { placeLabel } from '../../../lib/places';
import { useLanguage } from '../../../lib/use-language';
import type { BookingDraft } from '../booking-draft';

type Prefix = '' | 'partner_';

interface BirthPlaceFieldProps {
  prefix: Prefix;
  draft: BookingDraft;
  problems: Record<string, string>;
  onChange: (patch: Partial<BookingDraft>) => void;
}

const fieldsOf = (prefix: Prefix) =>
  ({
    place: `${prefix}birth_place`,
    latitude: `${prefix}birth_latitude`,
    longitude: `${prefix}birth_longitude`,
    source: `${prefix}birth_coordinates`,
  }) as const;

/** "9.92° N, 78.12° E" in the page's language. */
function coordinatesText(latitude: string, longitude: string, t: (key: string) => string): string {
  const lat = Number(latitude);
  const lon = Number(longitude);
  const northOrSouth = t(lat < 0 ? 'birth_coordinates_south' : 'birth_coordinates_north');
  const eastOrWest = t(lon < 0 ? 'birth_coordinates_west' : 'birth_coordinates_east');
  return `${Math.abs(lat).toFixed(2)}° ${northOrSouth}, ${Math.abs(lon).toFixed(2)}° ${eastOrWest}`;
}

/**
 * The place of birth: suggestions from the portal's gazetteer as the customer types (a place
 * chosen brings its coordinates, so the chart is cast where it lies, not at a same-named town);
 * a village not in the list may be given by its latitude and longitude instead.
 */
export function BirthPlaceField({ prefix, draft, problems, onChange }: BirthPlaceFieldProps) {
  const { t } = useTranslation('booking');
  const [language] = useLanguage();
  const names = fieldsOf(prefix);
  const source = draft[names.source];
  const latitude = draft[names.latitude];
  const longitude = draft[names.longitude];
  const error = problems[names.place];
  const hint =
    source === 'chosen'
      ? t('birth_place_chosen', { where: coordinatesText(latitude, longitude, t) })
      : t('birth_place_hint');
  const typedByHand = source === 'typed';

  const onType = (text: string) =>
    onChange({
      [names.place]: text,
      // A suggestion's (or a saved person's) place retyped is a place not chosen yet.
      ...(source === 'chosen' || source === 'saved'
        ? { [names.latitude]: '', [names.longitude]: '', [names.source]: '' }
        : {}),
    });
  const onChoose = (place: Place) =>
    onChange({
      [names.place]: placeLabel(place, language),
      [names.latitude]: String(place.latitude),
      [names.longitude]: String(place.longitude),
      [names.source]: 'chosen',
    });
  const coordinate = (name: 'latitude' | 'longitude') => {
    const id = names[name];
    const problem = problems[id];
    return (
      <FormField
        id={id}
        label={t(`birth_${name}`)}
        error={problem}
        hint={t(`birth_${name}_hint`)}
        required
        requiredLabel={t('required')}
      >
        <input
          {...describedBy(id, problem, t(`birth_${name}_hint`), true)}
          className="text-input"
          inputMode="decimal"
          autoComplete="off"
          maxLength={12}
          value={draft[id]}
          onChange={(event) => onChange({ [id]: event.target.value.replace(',', '.') })}
        />
      </FormField>
    );
  };

  return (
    <div className="birth-place">
      <FormField
        id={names.place}
        label={t('birth_place')}
        error={error}
        hint={hint}
        required
        requiredLabel={t('required')}
      >
        <PlaceCombobox
          id={names.place}
          language={language}
          text={draft[names.place]}
          error={error}
          hint={hint}
          onType={onType}
          onChoose={onChoose}
        />
      </FormField>
      {typedByHand ? (
        <fieldset className="birth-place__coordinates">
          <legend className="field-label">{t('birth_coordinates')}</legend>
          <div className="birth-place__pair">
            {coordinate('latitude')}
            {coordinate('longitude')}
          </div>
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() =>
              onChange({ [names.latitude]: '', [names.longitude]: '', [names.source]: '' })
            }
          >
            {t('birth_coordinates_remove')}
          </button>
        </fieldset>
      ) : (
        source !== 'chosen' && (
          <button
            type="button"
            className="button button--ghost button--small birth-place__open"
            onClick={() =>
              onChange({ [names.latitude]: '', [names.longitude]: '', [names.source]: 'typed' })
            }
          >
            {t('birth_coordinates_open')}
          </button>
        )
      )}
    </div>
  );
}
