import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  officeRoles,
  staffGrantRequestSchema,
  type Language,
  type OfficeRole,
  type StaffAstrologer,
} from '@portal/contracts';
import { FormField, describedBy } from '../../../../components/form/form-field';
import { useGrantRole } from '../../api/staff-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

/** An astrologer's name in the console's language. */
export const astrologerName = (
  astrologer: { name_english: string; name_tamil: string },
  language: Language,
) => (language === 'tamil' ? astrologer.name_tamil : astrologer.name_english);

/**
 * Gives a mobile number an office role, or changes the role it holds; a number that has not
 * signed in yet signs in with it. The astrologer role names which astrologer, or leaves it to
 * the astrologer whose own mobile number this is.
 */
export function StaffGrantForm({
  astrologers,
  language,
}: {
  astrologers: StaffAstrologer[];
  language: Language;
}) {
  const { t } = useTranslation('admin');
  const grant = useGrantRole(language);
  const { errors, save } = useCheckedSave('staff_granted');
  const [mobileNumber, setMobileNumber] = useState('');
  const [role, setRole] = useState<OfficeRole>('desk');
  const [astrologerId, setAstrologerId] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const candidate = {
      mobile_number: mobileNumber,
      role,
      ...(role === 'astrologer' && astrologerId ? { astrologer_id: Number(astrologerId) } : {}),
    };
    void save(staffGrantRequestSchema, candidate, (checked) => grant.mutateAsync(checked)).then(
      (saved) => {
        if (saved) setMobileNumber('');
      },
    );
  };

  return (
    <form
      className="admin-panel staff-grant"
      aria-labelledby="staff-grant-title"
      onSubmit={submit}
      noValidate
    >
      <h2 id="staff-grant-title" className="admin-panel__title">
        {t('staff_grant_title')}
      </h2>
      <p className="field-note">{t('staff_grant_lead')}</p>
      <div className="admin-panel__fields">
        <TextField
          id="staff-mobile"
          label={t('staff_mobile')}
          type="tel"
          value={mobileNumber}
          onChange={setMobileNumber}
          error={errors.mobile_number}
          maxLength={20}
        />
        <FormField id="staff-role" label={t('staff_role')}>
          <select
            {...describedBy('staff-role')}
            className="text-input"
            value={role}
            onChange={(event) => setRole(event.target.value as OfficeRole)}
          >
            {officeRoles.map((name) => (
              <option key={name} value={name}>
                {t(`role_${name}`)}
              </option>
            ))}
          </select>
        </FormField>
        {role === 'astrologer' && (
          <FormField
            id="staff-astrologer"
            label={t('staff_which_astrologer')}
            error={errors.astrologer_id}
            hint={t('staff_astrologer_hint')}
          >
            <select
              {...describedBy('staff-astrologer', errors.astrologer_id, t('staff_astrologer_hint'))}
              className="text-input"
              value={astrologerId}
              onChange={(event) => setAstrologerId(event.target.value)}
            >
              <option value="">{t('staff_astrologer_by_number')}</option>
              {astrologers.map((astrologer) => (
                <option key={astrologer.id} value={astrologer.id}>
                  {astrologerName(astrologer, language)}
                  {astrologer.active ? '' : ` (${t('staff_astrologer_inactive')})`}
                </option>
              ))}
            </select>
          </FormField>
        )}
      </div>
      <p className="field-note">{t(`role_${role}_can`)}</p>
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={grant.isPending}>
          {t('staff_grant')}
        </button>
      </div>
    </form>
  );
}
