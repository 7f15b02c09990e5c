import { Link } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useReceipt } from '../../../features/receipts/api/receipt-calls';
import { DocumentActions } from '../../../features/receipts/components/document-actions';
import { ReceiptDocument } from '../../../features/receipts/components/receipt-document';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { useRouteParams } from '../../use-route-params';
import { SignedInPage } from '../../signed-in-page';
import { DocumentProblem } from '../../../features/receipts/components/document-problem';
import '../../../styles/forms.css';
import '../../../styles/receipts.css';

/** /receipts/payment/{paymentId}: the receipt of a payment, to print or download (linked from the payment message). */
export default function ReceiptScreen() {
  const { t } = useTranslation(['receipts', 'common']);
  const [language] = useLanguage();
  const id = Number(useRouteParams().paymentId);
  const query = useReceipt(id, language);
  const receipt = query.data;
  useDocumentTitle(
    receipt
      ? `${t('receipts:receipt_title')} ${receipt.receipt_number}`
      : t('receipts:receipt_title'),
    t('common:app_name'),
  );
  return (
    <SignedInPage>
      <main id="main" className="receipt-page">
        {receipt ? (
          <>
            <DocumentActions
              pdfUrl={receipt.pdf_url}
              number={receipt.receipt_number}
              language={language}
            >
              {receipt.credit_note && (
                <Link
                  to={`/receipts/refund/${receipt.credit_note.refund_id}`}
                  className="button button--ghost button--small"
                >
                  {t('receipts:see_credit_note')}
                </Link>
              )}
            </DocumentActions>
            <ReceiptDocument receipt={receipt} language={language} />
          </>
        ) : (
          <DocumentProblem
            query={query}
            validId={Number.isInteger(id) && id > 0}
            notFound={t('receipts:receipt_not_found')}
          />
        )}
      </main>
    </SignedInPage>
  );
}
