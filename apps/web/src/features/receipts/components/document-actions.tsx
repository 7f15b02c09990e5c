import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import type { Language } from '@portal/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { downloadDocumentPdf } from '../api/receipt-calls';

interface DocumentActionsProps {
  /** The PDF's address; null while there is none (a refund not given back yet). */
  pdfUrl: string | null;
  number: string;
  language: Language;
  children?: ReactNode;
}

/** Back, Print (the browser's, with the print stylesheet) and Download PDF; none of it is printed. */
export function DocumentActions({ pdfUrl, number, language, children }: DocumentActionsProps) {
  const { t } = useTranslation('receipts');
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = () => {
    if (!pdfUrl) return;
    setDownloading(true);
    void downloadDocumentPdf(pdfUrl, number, language)
      .then(
        () => toast.show('success', t('pdf_downloaded')),
        () => toast.show('error', t('pdf_failed')),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <div className="receipt-actions">
      <Link to="/appointments" className="button button--ghost button--small">
        ← {t('back')}
      </Link>
      <div className="receipt-actions__buttons">
        {children}
        <button
          type="button"
          className="button button--light button--small"
          onClick={() => window.print()}
        >
          {t('print')}
        </button>
        {pdfUrl && (
          <button
            type="button"
            className="button button--primary button--small"
            onClick={download}
            disabled={downloading}
          >
            {t('download_pdf')}
          </button>
        )}
      </div>
    </div>
  );
}
