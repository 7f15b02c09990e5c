import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { officePlaceSchema, type Language } from '@portal/contracts';
import { useAstrologySettings, useSaveAstrologySettings } from '../../api/chart-calls';
import { useCheckedSave } from '../../form-feedback';
import { may } from '../../office-access';
import { TextField } from '../shared/text-field';

/**
 * Where a Prasanam is cast (decision 0076): the office's place, Madurai until the
 * administrator gives another. Shown to every office role, changed by an administrator only.
 */
export function OfficePlaceSetting({ language }: { language: Language }) {
  const { t } = useTranslation('admin');
  const settings = useAstrologySettings(language);
  const saveSettings = useSaveAstrologySettings(language);
  const { errors, save } = useCheckedSave('astro_office_saved');
  const [draft, setDraft] = useState<{
    name: string;
    nameTamil: string;
    latitude: string;
    longitude: string;
  } | null>(null);
  if (!settings.data) return null;
  const place = settings.data.office_place;
  const mayChange = may('PUT /api/admin/astrology-settings');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft) return;
    const candidate = {
      name: draft.name,
      name_tamil: draft.nameTamil,
      latitude: Number(draft.latitude),
      longitude: Number(draft.longitude),
    };
    void save(officePlaceSchema, candidate, (office_place) =>
      saveSettings.mutateAsync({ node: settings.data.node, office_place }),
    ).then((saved) => {
      if (saved) setDraft(null);
    });
  };
  return (
    <div className="astro-node">
      <p className="astro-node__legend">{t('astro_office_legend')}</p>
      <p className="field-note">
        {t('astro_office_now', {
          name: (language === 'tamil' ? place.name_tamil : null) ?? place.name,
          latitude: place.latitude.toFixed(4),
          longitude: place.longitude.toFixed(4),
          zone: place.time_zone,
        })}
      </p>
      {mayChange && !draft && (
        <button
          type="button"
          className="button"
          onClick={() =>
            setDraft({
              name: place.name,
              nameTamil: place.name_tamil ?? '',
              latitude: String(place.latitude),
              longitude: String(place.longitude),
            })
          }
        >
          {t('astro_office_change')}
        </button>
      )}
      {draft && (
        <form className="admin-panel__fields" onSubmit={submit} noValidate>
          <TextField
            id="office-place-name"
            label={t('astro_office_name')}
            value={draft.name}
            onChange={(name) => setDraft({ ...draft, name })}
            error={errors.name}
            maxLength={200}
          />
          <TextField
            id="office-place-name-tamil"
            label={t('astro_office_name_tamil')}
            lang="ta"
            value={draft.nameTamil}
            onChange={(nameTamil) => setDraft({ ...draft, nameTamil })}
            error={errors.name_tamil}
            maxLength={200}
          />
          <TextField
            id="office-place-latitude"
            label={t('astro_office_latitude')}
            inputMode="decimal"
            value={draft.latitude}
            onChange={(latitude) => setDraft({ ...draft, latitude })}
            error={errors.latitude}
          />
          <TextField
            id="office-place-longitude"
            label={t('astro_office_longitude')}
            inputMode="decimal"
            value={draft.longitude}
            onChange={(longitude) => setDraft({ ...draft, longitude })}
            error={errors.longitude}
          />
          <div className="admin-panel__buttons">
            <button
              type="submit"
              className="button button--primary"
              disabled={saveSettings.isPending}
            >
              {t('astro_office_save')}
            </button>
            <button type="button" className="button" onClick={() => setDraft(null)}>
              {t('desk_correct_cancel')}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
