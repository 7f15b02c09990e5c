import { useTranslation } from '../../../../lib/translation/use-translation';
import type { AdminAstrologer, Language } from '@portal/contracts';

/** An astrologer's name in the console's language, marked when they are not active. */
export function useAstrologerName(language: Language) {
  const { t } = useTranslation('admin');
  return (astrologer: AdminAstrologer) => {
    const name = language === 'tamil' ? astrologer.name_tamil : astrologer.name_english;
    return astrologer.active ? name : `${name} (${t('astrologer_not_active')})`;
  };
}

interface Props {
  id: string;
  label: string;
  astrologers: AdminAstrologer[];
  /** An astrologer's id, or null for the whole office (offered only with `wholeOffice`). */
  value: number | null;
  onChange: (value: number | null) => void;
  language: Language;
  wholeOffice?: boolean;
  hint?: string;
}

/** Chooses an astrologer of the team (in the team's order), or, where it applies, the whole office. */
export function AstrologerSelect({
  id,
  label,
  astrologers,
  value,
  onChange,
  language,
  wholeOffice = false,
  hint,
}: Props) {
  const { t } = useTranslation('admin');
  const nameOf = useAstrologerName(language);
  return (
    <div className="form-field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="text-input"
        value={value === null ? '' : String(value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(event) =>
          onChange(event.target.value === '' ? null : Number(event.target.value))
        }
      >
        {wholeOffice && <option value="">{t('whole_office')}</option>}
        {astrologers.map((astrologer) => (
          <option key={astrologer.id} value={astrologer.id}>
            {nameOf(astrologer)}
          </option>
        ))}
      </select>
      {hint && (
        <p id={`${id}-hint`} className="field-note">
          {hint}
        </p>
      )}
    </div>
  );
}
