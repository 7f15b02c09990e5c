import { useState, type FormEvent } from 'react';
import { adminNoticeRequestSchema, type AdminNoticeReply, type Language } from '@portal/contracts';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { usePublishNotice } from '../../api/privacy-notice-calls';
import { useCheckedSave } from '../../form-feedback';
import { TextField } from '../shared/text-field';
import './privacy-admin.css';

/**
 * The notice's text in both languages as the office writes it (decision 0100): each save is a new
 * version. The names in double braces are filled with the settings when customers read it.
 */
export function NoticeEditor({
  notice,
  language,
}: {
  notice: AdminNoticeReply;
  language: Language;
}) {
  const { t } = useTranslation('privacy-admin');
  const publish = usePublishNotice(language);
  const { errors, save } = useCheckedSave('privacy-admin:published');
  const [english, setEnglish] = useState(notice.current.body_english);
  const [tamil, setTamil] = useState(notice.current.body_tamil);
  const names = notice.placeholders.map((name) => `{{${name}}}`).join(', ');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void save(adminNoticeRequestSchema, { body_english: english, body_tamil: tamil }, (checked) =>
      publish.mutateAsync(checked).then((reply) => {
        // Show what the allow-list kept.
        setEnglish(reply.current.body_english);
        setTamil(reply.current.body_tamil);
      }),
    );
  };

  return (
    <form
      className="admin-panel notice-editor"
      onSubmit={submit}
      noValidate
      aria-labelledby="notice-editor-title"
    >
      <h2 id="notice-editor-title" className="admin-panel__title">
        {t('notice_title')}
      </h2>
      <p className="field-note">{t('notice_lead')}</p>
      <TextField
        id="notice-english"
        label={t('notice_english')}
        value={english}
        error={errors.body_english}
        hint={t('notice_hint', { names })}
        lang="en"
        multiline
        onChange={setEnglish}
      />
      <TextField
        id="notice-tamil"
        label={t('notice_tamil')}
        value={tamil}
        error={errors.body_tamil}
        lang="ta"
        multiline
        onChange={setTamil}
      />
      <div className="admin-panel__buttons">
        <button type="submit" className="button button--primary" disabled={publish.isPending}>
          {t('publish')}
        </button>
      </div>
    </form>
  );
}
