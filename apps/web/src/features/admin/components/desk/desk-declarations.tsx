import { isChild } from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import type { FieldErrors } from '../../form-feedback';
import type { Draft } from './desk-person-fields';
import '../privacy/privacy-admin.css';

export interface DeskDeclarationChoice {
  guardian_declaration: boolean;
  other_person_agreed: boolean;
}

/**
 * What the caller confirms on the telephone (decision 0100), as the customer's booking asks it:
 * that they are the parent or lawful guardian of the person under 18, and for Marriage Porutham
 * that the other person knows and agrees. The server decides and records it as the desk's.
 */
export function DeskDeclarations({
  draft,
  marriage,
  choice,
  errors,
  onChange,
}: {
  draft: Draft;
  marriage: boolean;
  choice: DeskDeclarationChoice;
  errors: FieldErrors;
  onChange: (choice: DeskDeclarationChoice) => void;
}) {
  const { t } = useTranslation('privacy-admin');
  const people = [
    { name: draft.name ?? '', born: draft.date_of_birth ?? '' },
    ...(marriage
      ? [{ name: draft.bridegroom_name ?? '', born: draft.bridegroom_date_of_birth ?? '' }]
      : []),
  ];
  const children = people.filter((person) => isChild(person.born.trim()));
  if (children.length === 0 && !marriage) return null;
  const names =
    children
      .map((person) => person.name.trim())
      .filter(Boolean)
      .join(', ') || '—';
  const box = (field: keyof DeskDeclarationChoice, label: string) => (
    <div key={field}>
      <label className="admin-check">
        <input
          id={`desk-${field}`}
          type="checkbox"
          checked={choice[field]}
          aria-invalid={errors[field] ? true : undefined}
          aria-describedby={errors[field] ? `desk-${field}-error` : undefined}
          onChange={(event) => onChange({ ...choice, [field]: event.target.checked })}
        />
        <span>{label}</span>
      </label>
      {errors[field] && (
        <p id={`desk-${field}-error`} className="form-field__error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="desk-declarations">
      <legend className="details-heading">{t('desk_declarations')}</legend>
      {children.length > 0 && box('guardian_declaration', t('desk_guardian', { names }))}
      {marriage && box('other_person_agreed', t('desk_other_person'))}
    </fieldset>
  );
}
