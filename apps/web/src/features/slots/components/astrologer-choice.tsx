import { useId } from 'react';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { SlotsReply } from '@portal/contracts';
import type { AstrologerChoice } from '../api/slot-calls';

interface AstrologerChoiceProps {
  team: SlotsReply['astrologers'];
  chosen: AstrologerChoice;
  onChoose: (choice: AstrologerChoice) => void;
}

/**
 * Who the consultation is with: "Any astrologer" first (whoever is free at the time chosen), then
 * each astrologer who works that day and gives this booking, with the languages they consult in.
 * Radio buttons, so a screen reader hears one choice among several and the keyboard moves by arrow.
 */
export function AstrologerChooser({ team, chosen, onChoose }: AstrologerChoiceProps) {
  const { t } = useTranslation('slots');
  const name = useId();
  if (team.length < 2 && chosen === null) return null;
  const options: { id: AstrologerChoice; label: string; detail: string | null }[] = [
    { id: null, label: t('any_astrologer'), detail: t('any_astrologer_detail') },
    ...team.map((astrologer) => ({
      id: astrologer.id,
      label: astrologer.name,
      detail: t('consults_in', {
        languages: astrologer.languages.map((language) => t(`language_${language}`)).join(', '),
      }),
    })),
  ];
  return (
    <fieldset className="astrologer-choice">
      <legend className="field-label">{t('astrologer')}</legend>
      <ul className="astrologer-choice__list">
        {options.map((option) => (
          <li key={option.id ?? 'any'}>
            <label
              className={`astrologer-choice__option${option.id === chosen ? ' astrologer-choice__option--chosen' : ''}`}
            >
              <input
                type="radio"
                name={name}
                checked={option.id === chosen}
                onChange={() => onChoose(option.id)}
              />
              <span className="astrologer-choice__name">{option.label}</span>
              {option.detail && <span className="astrologer-choice__detail">{option.detail}</span>}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
