import { useTranslation } from '../../../lib/translation/use-translation';
import { describedBy, FormField } from '../../../components/form/form-field';
import type { BookingDraft } from '../booking-draft';
import type { MarriageRole } from '../marriage-persons';
import { HoroscopeFiles } from './horoscope-files';
import { MarriageRoleChoice } from './marriage-role-choice';
import { PersonSection, type DraftChange, type PersonRules } from './person-fields';

interface BioDataStepProps {
  draft: BookingDraft;
  problems: Record<string, string>;
  marriage: boolean;
  /** Every chosen service is read from the question's moment (Prasanam alone): the birth time may be left out. */
  questionOnly: boolean;
  files: readonly File[];
  onChange: DraftChange;
  onChooseFiles: (chosen: File[]) => void;
  onRemoveFile: (index: number) => void;
}

type Translate = (key: string) => string;

/**
 * The rules of one person of a marriage: the bride's time is needed and the family is hers;
 * either's current location may be left out, as the customer's own may (decision 0078). Before the
 * customer says who is who, the family stays with step 1's person.
 */
function marriagePerson(
  role: MarriageRole | null,
  t: Translate,
  untitled: 'first_person_title' | 'second_person_title',
): PersonRules {
  return {
    title: role ? t(`${role}_title`) : t(untitled),
    gender: role === 'bride' ? 'female' : role === 'bridegroom' ? 'male' : 'none',
    birthTimeRequired: role !== 'bridegroom',
    relation: role ?? '',
    family: role === 'bride' || (role === null && untitled === 'first_person_title'),
  };
}

/**
 * Step 1: the person's birth details, the horoscope files and, for Marriage Porutham, whose
 * details come first and the other person's (docs/decisions/0024).
 */
export function BioDataStep({
  draft,
  problems,
  marriage,
  questionOnly,
  files,
  onChange,
  onChooseFiles,
  onRemoveFile,
}: BioDataStepProps) {
  const { t } = useTranslation('booking');
  const shared = { draft, problems, onChange };
  const first = draft.marriage_first || null;
  const partner = first === 'bride' ? 'bridegroom' : first === 'bridegroom' ? 'bride' : null;
  const firstRules: PersonRules = marriage
    ? marriagePerson(first, t, 'first_person_title')
    : {
        title: t('person_title'),
        gender: 'choose',
        birthTimeRequired: !questionOnly,
        birthTimeHint: questionOnly ? t('birth_time_question_hint') : undefined,
        relation: 'self',
        family: true,
      };
  return (
    <>
      {marriage && (
        <MarriageRoleChoice
          value={draft.marriage_first}
          error={problems.marriage_first}
          onChange={(role) => onChange({ marriage_first: role })}
        />
      )}
      <PersonSection {...shared} prefix="" rules={firstRules}>
        <FormField
          id="reason_for_visit"
          label={t(questionOnly ? 'reason_question' : 'reason')}
          error={problems.reason_for_visit}
          hint={questionOnly ? t('reason_question_hint') : undefined}
        >
          <textarea
            {...describedBy(
              'reason_for_visit',
              problems.reason_for_visit,
              questionOnly ? t('reason_question_hint') : undefined,
            )}
            className="text-input text-area"
            rows={3}
            maxLength={1000}
            value={draft.reason_for_visit}
            onChange={(event) => onChange({ reason_for_visit: event.target.value })}
          />
        </FormField>
      </PersonSection>
      {marriage && (
        <PersonSection
          {...shared}
          prefix="partner_"
          rules={marriagePerson(partner, t, 'second_person_title')}
        />
      )}
      <HoroscopeFiles
        files={files}
        error={problems.files}
        onChoose={onChooseFiles}
        onRemove={onRemoveFile}
      />
    </>
  );
}
