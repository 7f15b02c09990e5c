import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';
import {
  adminPageUpdateSchema,
  languages,
  publicPageTypes,
  type AdminContentReply,
  type Language,
  type PublicPageType,
  languageTags,
} from '@portal/contracts';
import type { useContentChange } from '../../api/content-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';

type Page = AdminContentReply['pages'][number];

function PageForm({ page, change }: { page: Page; change: ReturnType<typeof useContentChange> }) {
  const { t } = useTranslation('admin');
  const [title, setTitle] = useState(page.title);
  const [html, setHtml] = useState(page.html);
  const { errors, save } = useCheckedSave();
  const lang = languageTags[page.language];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminPageUpdateSchema, { title, html }, (checked) =>
      change
        .mutateAsync({
          kind: 'page',
          pageType: page.page_type,
          pageLanguage: page.language,
          page: checked,
        })
        .then((reply) => {
          // Show what the allow-list kept.
          setHtml(
            reply.pages.find(
              (saved) => saved.page_type === page.page_type && saved.language === page.language,
            )?.html ?? html,
          );
        }),
    );
  };

  return (
    <form className="admin-page-form" onSubmit={submit} noValidate>
      <TextField
        id="page-title"
        label={t('page_title')}
        value={title}
        error={errors.title}
        lang={lang}
        maxLength={120}
        onChange={setTitle}
      />
      <TextField
        id="page-html"
        label={t('page_html')}
        value={html}
        error={errors.html}
        hint={t('page_html_hint')}
        lang={lang}
        multiline
        onChange={setHtml}
      />
      <button type="submit" className="button button--primary" disabled={change.isPending}>
        {t('save_page')}
      </button>
      <h3 className="details-heading">{t('preview')}</h3>
      {/* The server's allow-list cleaned this HTML before it was stored (sanitize-html): it is what customers get. */}
      <div
        className="admin-preview info-content"
        lang={lang}
        dangerouslySetInnerHTML={{ __html: page.html }}
      />
    </form>
  );
}

/** The terms, refund policy and contact pages, each in English and Tamil. */
export function PageEditor({
  content,
  change,
}: {
  content: AdminContentReply;
  change: ReturnType<typeof useContentChange>;
}) {
  const { t } = useTranslation('admin');
  const [pageType, setPageType] = useState<PublicPageType>('terms');
  const [pageLanguage, setPageLanguage] = useState<Language>('english');
  const page = content.pages.find(
    (candidate) => candidate.page_type === pageType && candidate.language === pageLanguage,
  );
  return (
    <section className="admin-panel" aria-labelledby="pages-title">
      <h2 id="pages-title" className="admin-panel__title">
        {t('pages_title')}
      </h2>
      <div className="admin-panel__fields">
        <div className="form-field">
          <label className="field-label" htmlFor="page-type">
            {t('page')}
          </label>
          <select
            id="page-type"
            className="text-input"
            value={pageType}
            onChange={(event) => setPageType(event.target.value as PublicPageType)}
          >
            {publicPageTypes.map((type) => (
              <option key={type} value={type}>
                {t(`page_${type}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="page-language">
            {t('text_language')}
          </label>
          <select
            id="page-language"
            className="text-input"
            value={pageLanguage}
            onChange={(event) => setPageLanguage(event.target.value as Language)}
          >
            {languages.map((language) => (
              <option key={language} value={language}>
                {t(`language_${language}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {page && (
        <PageForm
          key={`${page.page_type}-${page.language}-${page.updated_at ?? ''}`}
          page={page}
          change={change}
        />
      )}
    </section>
  );
}
