import { useTranslation } from '../../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { useDownloadDataCopy, type DataCopyFormat } from '../api/download-data-copy';
import '../../../../styles/privacy.css';

/** The saved file's name: plain ASCII, so every phone keeps it as it is. */
const fileNameOf = (format: DataCopyFormat, language: Language) =>
  `my-data${language === 'tamil' ? '-ta' : ''}.${format}`;

/**
 * My Profile's "A copy of my data" (decision 0101): everything kept about the customer, to read
 * (PDF) or as data (JSON), in the language shown.
 */
export function DataCopySection({ language }: { language: Language }) {
  const { t } = useTranslation('privacy-data-copy');
  const toast = useToast();
  const download = useDownloadDataCopy(language);
  const start = (format: DataCopyFormat) =>
    download.mutate(
      { format, fileName: fileNameOf(format, language) },
      {
        onSuccess: () => toast.show('success', t('downloaded')),
        onError: (error) =>
          toast.show(
            'error',
            error instanceof ApiError && error.status !== 0 && error.code !== 'BAD_REPLY'
              ? error.message
              : t('failed'),
          ),
      },
    );
  return (
    <section className="profile-card privacy-section" aria-labelledby="data-copy-title">
      <h2 id="data-copy-title">{t('title')}</h2>
      <p>{t('lead')}</p>
      <p className="field-note">{t('notes_lead')}</p>
      <div className="privacy-section__actions">
        <button
          type="button"
          className="button button--primary"
          disabled={download.isPending}
          onClick={() => start('pdf')}
        >
          {t('pdf')}
        </button>
        <button
          type="button"
          className="button button--light"
          disabled={download.isPending}
          onClick={() => start('json')}
        >
          {t('json')}
        </button>
      </div>
      {download.isPending && (
        <p className="field-note" role="status">
          {t('downloading')}
        </p>
      )}
    </section>
  );
}
