import { useTranslation } from '../../../../lib/translation/use-translation';
import { languageTags, type Language } from '@portal/contracts';
import { isChanged, type SiteText } from './site-texts';

/** At most this many texts are listed at once; the count says how many matched. */
export const shownAtMost = 50;

const otherLanguage = (language: Language): Language =>
  language === 'tamil' ? 'english' : 'tamil';
interface TextResultsProps {
  found: SiteText[];
  chosenId: string | null;
  officeLanguage: Language;
  onChoose: (text: SiteText) => void;
}

/** The texts found: where each appears, its words in both languages, and whether the office changed it. */
export function TextResults({ found, chosenId, officeLanguage, onChoose }: TextResultsProps) {
  const { t } = useTranslation('admin');
  const shown = found.slice(0, shownAtMost);
  return (
    <div className="admin-text-results">
      <p className="admin-text-results__count" role="status">
        {t('text_results', { count: found.length })}
        {found.length > shownAtMost && <> {t('text_results_more', { shown: shownAtMost })}</>}
      </p>
      {found.length === 0 ? (
        <p>{t('text_no_results')}</p>
      ) : (
        <ul className="admin-text-list" aria-label={t('text_results_label')}>
          {shown.map((text) => {
            const words = (language: Language) =>
              text.overrides[language] ?? text.builtIn[language];
            return (
              <li key={text.id}>
                <button
                  type="button"
                  className="admin-text-item"
                  aria-pressed={text.id === chosenId}
                  onClick={() => onChoose(text)}
                >
                  <span className="admin-text-item__place">
                    {text.place[officeLanguage]}
                    {isChanged(text) && (
                      <span className="admin-text-item__changed">{t('text_changed')}</span>
                    )}
                  </span>
                  <span className="admin-text-item__words" lang={languageTags[officeLanguage]}>
                    {words(officeLanguage)}
                  </span>
                  <span
                    className="admin-text-item__other"
                    lang={languageTags[otherLanguage(officeLanguage)]}
                  >
                    {words(otherLanguage(officeLanguage))}
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
