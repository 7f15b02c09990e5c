import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useCreditNote } from '../../../features/receipts/api/receipt-calls';
import { CreditNoteDocument } from '../../../features/receipts/components/credit-note-document';
import { DocumentActions } from '../../../features/receipts/components/document-actions';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useRouteParams } from '../../use-route-params';
import { SignedInPage } from '../../signed-in-page';
import { DocumentProblem } from '../../../features/receipts/components/document-problem';
import '../../../styles/forms.css';
import '../../../styles/receipts.css';

/** /receipts/refund/{refundId}: the credit note of a refund, to print or download (linked from the refund message). */
export default function CreditNoteScreen() {
  const { t } = useTranslation(['receipts', 'common']);
  const [language] = useLanguage();
  const id = Number(useRouteParams().refundId);
  const query = useCreditNote(id, language);
  const note = query.data;
  useDocumentTitle(
    note
      ? `${t('receipts:credit_note_title')} ${note.credit_note_number}`
      : t('receipts:credit_note_title'),
    t('common:app_name'),
  );
  return (
    <SignedInPage>
      <main id="main" className="receipt-page">
        {note ? (
          <>
            <DocumentActions
              pdfUrl={note.pdf_url}
              number={note.credit_note_number}
              language={language}
            >
              <Link
                to={`/receipts/payment/${note.payment_id}`}
                className="button button--ghost button--small"
              >
                {t('receipts:see_receipt')}
              </Link>
            </DocumentActions>
            <CreditNoteDocument note={note} language={language} />
          </>
        ) : (
          <DocumentProblem
            query={query}
            validId={Number.isInteger(id) && id > 0}
            notFound={t('receipts:credit_note_not_found')}
          />
        )}
      </main>
    </SignedInPage>
  );
}
