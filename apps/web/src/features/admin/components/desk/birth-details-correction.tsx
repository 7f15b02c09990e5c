import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  birthDetailsCorrectionFieldsSchema,
  type AdminAppointment,
  type Language,
} from '@portal/contracts';
import { useBirthDetailsCorrection } from '../../api/desk-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';
import { birthDetailsOf, DeskPersonFields, type Draft } from './desk-person-fields';

/** The booking's birth details as the form's draft. */
function draftOf(appointment: AdminAppointment): Draft {
  const text = (value: string | number | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    name: appointment.name,
    gender: appointment.gender,
    date_of_birth: appointment.date_of_birth,
    birth_time_type: text(appointment.birth_time_type) || 'exact',
    birth_time: text(appointment.birth_time).slice(
      0,
      appointment.birth_time_type === 'period' ? undefined : 5,
    ),
    birth_place: appointment.birth_place,
    birth_latitude: text(appointment.birth_latitude),
    birth_longitude: text(appointment.birth_longitude),
    birth_utc_offset: text(appointment.birth_utc_offset),
    bridegroom_name: text(appointment.bridegroom_name),
    bridegroom_date_of_birth: text(appointment.bridegroom_date_of_birth),
    bridegroom_birth_time_type: text(appointment.bridegroom_birth_time_type) || 'exact',
    bridegroom_birth_time: text(appointment.bridegroom_birth_time).slice(
      0,
      appointment.bridegroom_birth_time_type === 'period' ? undefined : 5,
    ),
    bridegroom_birth_place: text(appointment.bridegroom_birth_place),
    bridegroom_birth_latitude: text(appointment.bridegroom_birth_latitude),
    bridegroom_birth_longitude: text(appointment.bridegroom_birth_longitude),
    bridegroom_birth_utc_offset: text(appointment.bridegroom_birth_utc_offset),
    bridegroom_current_location: text(appointment.bridegroom_current_location),
  };
}

/**
 * "Correct birth details" (decision 0062): the name, gender, birth date, time
 * and place (the bridegroom's too for Marriage Porutham), with the reason, which is required. The
 * chart, star and porutham are recast from them at once; the activity log keeps before and after.
 */
export function BirthDetailsCorrection({
  appointment,
  language,
}: {
  appointment: AdminAppointment;
  language: Language;
}) {
  const { t } = useTranslation(['admin', 'booking']);
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(appointment));
  const [reason, setReason] = useState('');
  const correct = useBirthDetailsCorrection(appointment.id, language);
  const { errors, setErrors, save } = useCheckedSave('desk_correct_done');
  const marriage = appointment.bridegroom_name !== null;
  if (appointment.status === 'cancelled') return null;

  const start = () => {
    setDraft(draftOf(appointment));
    setReason('');
    setErrors({});
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      ...birthDetailsOf(draft, marriage),
      ...(marriage ? {} : { gender: draft.gender }),
      reason,
    };
    void save(birthDetailsCorrectionFieldsSchema, candidate, (checked) =>
      correct.mutateAsync(checked),
    ).then((saved) => {
      if (saved) setOpen(false);
    });
  };

  if (!open) {
    return (
      <div className="admin-panel__buttons no-print">
        <button type="button" className="button" onClick={start}>
          {t('desk_correct_open')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="admin-panel desk-correct no-print"
      aria-labelledby="desk-correct-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="desk-correct-title" className="admin-panel__title">
        {t('desk_correct_title')}
      </h2>
      <p className="field-note">{t('desk_correct_hint')}</p>
      <DeskPersonFields
        prefix=""
        idBase="correct"
        draft={draft}
        errors={errors}
        onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
        askGender={!marriage}
        language={language}
      />
      {marriage && (
        <>
          <h3 className="details-heading">{t('booking:bridegroom_title')}</h3>
          <DeskPersonFields
            prefix="bridegroom_"
            idBase="correct"
            draft={draft}
            errors={errors}
            onChange={(key, value) => setDraft((current) => ({ ...current, [key]: value }))}
            askGender={false}
            language={language}
          />
        </>
      )}
      <TextField
        id="correct-reason"
        label={t('desk_correct_reason')}
        multiline
        value={reason}
        onChange={setReason}
        error={errors.reason}
        maxLength={500}
      />
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={correct.isPending}>
          {t('desk_correct_save')}
        </button>
        <button type="button" className="button" onClick={() => setOpen(false)}>
          {t('desk_correct_cancel')}
        </button>
      </div>
    </form>
  );
}
