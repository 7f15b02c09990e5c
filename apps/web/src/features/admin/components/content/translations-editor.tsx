import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminTranslationSchema, languages, type AdminTranslation, type Language } from '@portal/contracts';
import type { useContentChange } from '../../api/content-calls';
import { useCheckedSave, useOutcomeToast } from '../../form-feedback';
import { TextField } from '../shared/text-field';

const blank: AdminTranslation = { language: 'tamil', page: '', key: '', value: '' };

/** Replaces any built-in text of the site, per language, page and key; removing it brings the built-in text back. */
export function TranslationsEditor({ translations, change }: { translations: AdminTranslation[]; change: ReturnType<typeof useContentChange> }) {
  const { t } = useTranslation('admin');
  const toastOutcome = useOutcomeToast();
  const [values, setValues] = useState<AdminTranslation>(blank);
  const { errors, save } = useCheckedSave();
  const set = (patch: Partial<AdminTranslation>) => setValues((current) => ({ ...current, ...patch }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminTranslationSchema, values, (checked) => change.mutateAsync({ kind: 'save-translation', translation: checked }).then(() => setValues(blank)));
  };

  const remove = (translation: AdminTranslation) => void toastOutcome(change.mutateAsync({ kind: 'remove-translation', translation }), 'removed');

  return (
    <section className="admin-panel" aria-labelledby="translations-title">
      <h2 id="translations-title" className="admin-panel__title">{t('translations_title')}</h2>
      <p className="field-note">{t('translations_hint')}</p>
      <form className="admin-panel__fields" onSubmit={submit} noValidate>
        <div className="form-field">
          <label className="field-label" htmlFor="translation-language">{t('text_language')}</label>
          <select id="translation-language" className="text-input" value={values.language} onChange={(event) => set({ language: event.target.value as Language })}>
            {languages.map((language) => <option key={language} value={language}>{t(`language_${language}`)}</option>)}
          </select>
        </div>
        <TextField id="translation-page" label={t('translation_page')} value={values.page} error={errors.page} maxLength={40} onChange={(page) => set({ page })} />
        <TextField id="translation-key" label={t('translation_key')} value={values.key} error={errors.key} maxLength={80} onChange={(key) => set({ key })} />
        <TextField id="translation-value" label={t('translation_value')} value={values.value} error={errors.value} lang={values.language === 'tamil' ? 'ta' : 'en'} multiline maxLength={1000} onChange={(value) => set({ value })} />
        <button type="submit" className="button button--primary" disabled={change.isPending}>{t('save_translation')}</button>
      </form>
      {translations.length === 0 ? (
        <p>{t('no_translations')}</p>
      ) : (
        <ul className="admin-chips">
          {translations.map((translation) => {
            const name = `${translation.page}.${translation.key}`;
            return (
              <li key={`${translation.language}/${name}`} className="admin-chip">
                <span>
                  <code>{name}</code> · {t(`language_${translation.language}`)} · <span lang={translation.language === 'tamil' ? 'ta' : 'en'}>{translation.value}</span>
                </span>
                <span className="admin-panel__buttons">
                  <button type="button" className="button button--small button--light" onClick={() => setValues(translation)}>{t('edit', { name })}</button>
                  <button type="button" className="button button--small button--ghost" disabled={change.isPending} onClick={() => remove(translation)}>{t('remove', { name })}</button>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
