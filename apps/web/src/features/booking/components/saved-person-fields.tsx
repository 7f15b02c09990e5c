import { useTranslation } from '../../../lib/translation/use-translation';
import { personRelations, type PersonRelation } from '@portal/contracts';
import { describedBy, FormField } from '../../../components/form/form-field';
import { useSavedPeople } from '../api/saved-people';
import type { BookingDraft } from '../booking-draft';
import { likelyRelation, savedPersonPatch } from '../saved-person-draft';
import type { DraftChange } from './person-fields';

type Prefix = '' | 'partner_';

interface SavedPersonFieldsProps {
  prefix: Prefix;
  draft: BookingDraft;
  problems: Record<string, string>;
  onChange: DraftChange;
}

/**
 * "Choose a saved person" at the top of a person's details; shown only to a customer who keeps
 * someone who fits: a marriage's bride is chosen among the women, its bridegroom among the men.
 */
export function SavedPersonChoice({
  prefix,
  draft,
  onChange,
  gender,
  family,
}: Omit<SavedPersonFieldsProps, 'problems'> & {
  gender: 'choose' | 'female' | 'male' | 'none';
  /** The section has the father's name (the one person's, a bride's): filled back from the saved one. */
  family: boolean;
}) {
  const { t } = useTranslation('booking');
  const people = (useSavedPeople().data ?? []).filter(
    (person) => (gender !== 'female' && gender !== 'male') || person.gender === gender,
  );
  const withGender = gender === 'choose';
  if (people.length === 0) return null;
  const id = `${prefix}saved_person_id` as const;
  const chosen = draft[id];
  const choose = (value: string) => {
    const person = people.find((candidate) => String(candidate.id) === value);
    onChange(
      person
        ? savedPersonPatch(person, { prefix, withGender, withFamily: family })
        : { [id]: '', [`${prefix}person_relation`]: '' },
    );
  };
  return (
    <FormField id={id} label={t('saved_choose')} hint={chosen ? t('saved_filled') : undefined}>
      <select
        {...describedBy(id, undefined, chosen ? t('saved_filled') : undefined)}
        className="text-input"
        value={chosen}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{t('saved_none')}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name} ({t(`relation_${person.relation}`)})
          </option>
        ))}
      </select>
    </FormField>
  );
}

/** "Save these details for next time" at the end of a person's details, with who the person is. */
export function KeepPersonChoice({
  prefix,
  draft,
  problems,
  onChange,
  expected,
}: SavedPersonFieldsProps & { expected: PersonRelation | '' }) {
  const { t } = useTranslation('booking');
  const people = useSavedPeople().data ?? [];
  const save = `${prefix}save_person` as const;
  const relation = `${prefix}person_relation` as const;
  const savedName = people.find(
    (person) => String(person.id) === draft[`${prefix}saved_person_id`],
  )?.name;
  const error = problems[relation];
  const tick = (checked: boolean) =>
    onChange({
      [save]: checked,
      ...(checked && !draft[relation] ? { [relation]: likelyRelation(expected, people) } : {}),
    });
  return (
    <div className="form-field keep-person">
      <label className="checkbox-field">
        <input
          id={save}
          type="checkbox"
          checked={draft[save]}
          onChange={(event) => tick(event.target.checked)}
        />
        <span>{savedName ? t('saved_update', { name: savedName }) : t('saved_keep')}</span>
      </label>
      {draft[save] && (
        <FormField
          id={relation}
          label={t('saved_relation')}
          error={error}
          required
          requiredLabel={t('required')}
        >
          <select
            {...describedBy(relation, error, undefined, true)}
            className="text-input"
            value={draft[relation]}
            onChange={(event) =>
              onChange({ [relation]: event.target.value as PersonRelation | '' })
            }
          >
            <option value="">{t('choose')}</option>
            {personRelations.map((option) => (
              <option key={option} value={option}>
                {t(`relation_${option}`)}
              </option>
            ))}
          </select>
        </FormField>
      )}
    </div>
  );
}
