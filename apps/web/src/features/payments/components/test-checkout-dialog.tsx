import { useTranslation } from '../../../lib/translation/use-translation';
import type { PaymentInitiationReply } from '@portal/contracts';
import { Modal } from '../../../components/modal/modal';
import { formatRupeeText } from '../../../lib/money';

export type TestCheckoutChoice = 'pay' | 'fail' | 'cancel';

interface TestCheckoutDialogProps {
  order: PaymentInitiationReply;
  busy: boolean;
  onChoose: (choice: TestCheckoutChoice) => void;
}

/** The built-in test gateway's checkout, marked as a test: pay, fail or cancel; no money moves. */
export function TestCheckoutDialog({ order, busy, onChoose }: TestCheckoutDialogProps) {
  const { t } = useTranslation('payments');
  return (
    <Modal
      title={t('test_checkout_title')}
      closeLabel={t('close')}
      onClose={() => onChoose('cancel')}
    >
      <div className="test-checkout">
        <p className="test-checkout__banner" role="note">
          {t('test_checkout_banner')}
        </p>
        <dl className="details-list">
          <dt>{t('test_checkout_for')}</dt>
          <dd>{order.description}</dd>
          <dt>{t('amount')}</dt>
          <dd className="test-checkout__amount">{formatRupeeText(order.amount)}</dd>
          <dt>{t('test_checkout_order')}</dt>
          <dd className="test-checkout__order">{order.razorpay_order_id}</dd>
        </dl>
        <div className="modal__actions">
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            onClick={() => onChoose('cancel')}
          >
            {t('cancel')}
          </button>
          <button
            type="button"
            className="button button--light"
            disabled={busy}
            onClick={() => onChoose('fail')}
          >
            {t('test_checkout_fail')}
          </button>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => onChoose('pay')}
          >
            {t('test_checkout_pay')}
          </button>
        </div>
      </div>
    </Modal>
  );
}
