import { Link } from 'react-router';
import { FieldError } from '../../../components/form/field-error';
import { Trans } from '../../../lib/translation/trans';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { BookingDraft } from '../booking-draft';
import type { DraftDeclarations } from '../declarations-needed';
import type { DraftChange } from './person-fields';

interface BookingDeclarationsProps {
  draft: BookingDraft;
  needs: DraftDeclarations;
  problems: Record<string, string>;
  onChange: DraftChange;
}

/** One declaration's box, its problem said beside it. */
function Declaration({
  field,
  label,
  checked,
  problem,
  onChange,
}: {
  field: 'guardian_declaration' | 'other_person_agreed';
  label: string;
  checked: boolean;
  problem: string | undefined;
  onChange: DraftChange;
}) {
  return (
    <div className={`form-field${problem ? ' form-field--invalid' : ''}`}>
      <label className="checkbox-field">
        <input
          id={field}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange({ [field]: event.target.checked })}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${field}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {problem && <FieldError id={`${field}-error`}>{problem}</FieldError>}
    </div>
  );
}

/**
 * Other people's details (decision 0100): always the word that another adult's details need their
 * agreement and a child's their parent's or guardian's, with the privacy notice; the guardian's
 * declaration when a date of birth makes someone under 18, and the other person's agreement for a
 * marriage booking or someone named as other than the customer.
 */
export function BookingDeclarations({
  draft,
  needs,
  problems,
  onChange,
}: BookingDeclarationsProps) {
  const { t } = useTranslation('privacy-consents');
  return (
    <fieldset className="form-section booking-declarations">
      <legend className="form-section__title">{t('declarations_title')}</legend>
      <p className="field-note">
        <Trans
          t={t}
          i18nKey="declarations_lead"
          components={{ notice: <Link to="/privacy" target="_blank" rel="noopener" /> }}
        />
      </p>
      {needs.guardian && (
        <Declaration
          field="guardian_declaration"
          label={t('guardian_label', { names: needs.children.join(', ') || '—' })}
          checked={draft.guardian_declaration}
          problem={problems.guardian_declaration}
          onChange={onChange}
        />
      )}
      {needs.otherPerson && (
        <Declaration
          field="other_person_agreed"
          label={t('other_person_label')}
          checked={draft.other_person_agreed}
          problem={problems.other_person_agreed}
          onChange={onChange}
        />
      )}
    </fieldset>
  );
}
