import { useTranslation } from 'react-i18next';
import { genders } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import type { BookingDraft } from '../booking-draft';
import { BirthTimeField, birthTimePatch } from './birth-time-field';
import { HoroscopeFiles } from './horoscope-files';
import { BridegroomSection, DateField, TextField, type DraftChange } from './person-fields';

interface BioDataStepProps {
  draft: BookingDraft;
  problems: Record<string, string>;
  marriage: boolean;
  files: readonly File[];
  onChange: DraftChange;
  onChooseFiles: (chosen: File[]) => void;
  onRemoveFile: (index: number) => void;
}

/** Step 1: the person's birth details (the bride's, for Marriage Porutham), the bridegroom's, the horoscope files. */
export function BioDataStep({ draft, problems, marriage, files, onChange, onChooseFiles, onRemoveFile }: BioDataStepProps) {
  const { t } = useTranslation('booking');
  const shared = { draft, problems, onChange };
  return (
    <>
      <section className="form-section" aria-labelledby="person-title">
        <h2 id="person-title" className="form-section__title">{t(marriage ? 'bride_title' : 'person_title')}</h2>
        <TextField {...shared} name="name" label={t('name')} required autoComplete={marriage ? 'off' : 'name'} maxLength={100} />
        <FormField id="gender" label={t('gender')} error={problems.gender} required requiredLabel={t('required')} hint={marriage ? t('bride_gender_note') : undefined}>
          <select
            {...describedBy('gender', problems.gender, marriage ? t('bride_gender_note') : undefined, true)}
            className="text-input"
            value={marriage ? 'female' : draft.gender}
            disabled={marriage}
            onChange={(event) => onChange({ gender: event.target.value as BookingDraft['gender'] })}
          >
            <option value="">{t('choose')}</option>
            {genders.map((gender) => (
              <option key={gender} value={gender}>{t(`gender_${gender}`)}</option>
            ))}
          </select>
        </FormField>
        <DateField {...shared} name="date_of_birth" label={t('date_of_birth')} required />
        <BirthTimeField
          id="birth_time"
          type={draft.birth_time_type}
          exact={draft.birth_time_exact}
          period={draft.birth_time_period}
          error={problems.birth_time}
          required
          onChange={(change) => onChange(birthTimePatch('', change))}
        />
        <TextField {...shared} name="birth_place" label={t('birth_place')} required />
        <TextField {...shared} name="current_location" label={t('current_location')} hint={t('current_location_hint')} />
        <TextField {...shared} name="father_name" label={t('father_name')} maxLength={100} />
        <TextField {...shared} name="mother_name" label={t('mother_name')} maxLength={100} />
        <TextField {...shared} name="work_details" label={t('work_details')} maxLength={500} />
        <FormField id="reason_for_visit" label={t('reason')} error={problems.reason_for_visit}>
          <textarea
            {...describedBy('reason_for_visit', problems.reason_for_visit)}
            className="text-input text-area"
            rows={3}
            maxLength={1000}
            value={draft.reason_for_visit}
            onChange={(event) => onChange({ reason_for_visit: event.target.value })}
          />
        </FormField>
      </section>
      {marriage && <BridegroomSection {...shared} />}
      <HoroscopeFiles files={files} error={problems.files} onChoose={onChooseFiles} onRemove={onRemoveFile} />
    </>
  );
}
