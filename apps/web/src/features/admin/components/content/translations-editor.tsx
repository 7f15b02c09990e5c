import { useDeferredValue, useMemo, useState } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useQuery } from '@tanstack/react-query';
import { languageTags, type AdminTranslation } from '@portal/contracts';
import { allBuiltInResources } from '../../../../lib/i18n';
import { useLanguage } from '../../../../lib/use-language';
import type { useContentChange } from '../../api/content-calls';
import { useOutcomeToast } from '../../form-feedback';
import { buildSiteTexts, otherOverrides, searchSiteTexts } from './site-texts';
import { TextOverrideForm } from './text-override-form';
import { TextResults } from './text-results';

/**
 * Replaces any text customers read, per language: the office finds it by its words or by where
 * it appears, sees it previewed, and saves; removing it brings the built-in text back.
 */
export function TranslationsEditor({
  translations,
  change,
}: {
  translations: AdminTranslation[];
  change: ReturnType<typeof useContentChange>;
}) {
  const { t } = useTranslation('admin');
  const [officeLanguage] = useLanguage();
  const toastOutcome = useOutcomeToast();
  const builtIn = useQuery({
    queryKey: ['built-in-texts'],
    queryFn: allBuiltInResources,
    staleTime: Infinity,
  });
  const texts = useMemo(
    () => (builtIn.data ? buildSiteTexts(builtIn.data, translations) : []),
    [builtIn.data, translations],
  );
  const [query, setQuery] = useState('');
  const [onlyChanged, setOnlyChanged] = useState(false);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const searched = useDeferredValue(query);
  const found = useMemo(
    () => searchSiteTexts(texts, searched, onlyChanged),
    [texts, searched, onlyChanged],
  );
  const chosen = texts.find((text) => text.id === chosenId);
  const others = otherOverrides(texts, translations);

  const remove = (translation: AdminTranslation) =>
    void toastOutcome(change.mutateAsync({ kind: 'remove-translation', translation }), 'removed');

  return (
    <section className="admin-panel admin-texts" aria-labelledby="translations-title">
      <h2 id="translations-title" className="admin-panel__title">
        {t('translations_title')}
      </h2>
      <p className="field-note">{t('translations_hint')}</p>
      <div className="admin-texts__columns">
        <div className="admin-texts__finder">
          <div className="form-field">
            <label className="field-label" htmlFor="text-search">
              {t('text_search')}
            </label>
            <input
              id="text-search"
              type="search"
              className="text-input"
              aria-describedby="text-search-hint"
              autoComplete="off"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <p id="text-search-hint" className="field-note">
              {t('text_search_hint')}
            </p>
          </div>
          <label className="admin-check">
            <input
              type="checkbox"
              checked={onlyChanged}
              onChange={(event) => setOnlyChanged(event.target.checked)}
            />
            <span>{t('text_only_changed')}</span>
          </label>
          {builtIn.data && (
            <TextResults
              found={found}
              chosenId={chosenId}
              officeLanguage={officeLanguage}
              onChoose={(text) => setChosenId(text.id)}
            />
          )}
        </div>
        <div className="admin-texts__chosen">
          {chosen ? (
            <TextOverrideForm
              key={chosen.id}
              text={chosen}
              officeLanguage={officeLanguage}
              change={change}
            />
          ) : (
            <p className="field-note">{t('text_choose_hint')}</p>
          )}
        </div>
      </div>
      {translations.length === 0 && <p>{t('no_translations')}</p>}
      {others.length > 0 && (
        <>
          <h3 className="admin-panel__title">{t('text_other_overrides')}</h3>
          <ul className="admin-chips">
            {others.map((translation) => {
              const name = `${translation.page}.${translation.key}`;
              return (
                <li key={`${translation.language}/${name}`} className="admin-chip">
                  <span>
                    <code>{name}</code> · {t(`language_${translation.language}`)} ·{' '}
                    <span lang={languageTags[translation.language]}>{translation.value}</span>
                  </span>
                  <button
                    type="button"
                    className="button button--small button--ghost"
                    disabled={change.isPending}
                    onClick={() => remove(translation)}
                  >
                    {t('remove', { name })}
                  </button>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
