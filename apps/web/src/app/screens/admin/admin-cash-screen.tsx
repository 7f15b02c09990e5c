import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { useCashBook } from '../../../features/admin/api/cash-calls';
import { CashDays, CashOwed } from '../../../features/admin/components/cash/cash-book';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';
import '../../../styles/cash-desk.css';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/**
 * /admin/cash: the cash refunds owed (handed over from here), then the cash book day by day,
 * newest first, each day's balance; the last seven days unless the address names a range.
 */
export default function AdminCashScreen() {
  const { t } = useTranslation('cash-desk');
  const [language] = useLanguage();
  useDocumentTitle(t('title'), t('admin:console'));
  const [params, setParams] = useSearchParams();
  const range = {
    from: isDay(params.get('from')) ? params.get('from')! : undefined,
    to: isDay(params.get('to')) ? params.get('to')! : undefined,
  };
  const book = useCashBook(range, language);
  const [from, setFrom] = useState(range.from ?? '');
  const [to, setTo] = useState(range.to ?? '');
  const shown = book.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = new URLSearchParams();
    if (from) next.set('from', from);
    if (to) next.set('to', to);
    setParams(next);
  };

  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <p className="field-note">{t('intro')}</p>
      <form className="admin-filters admin-cash__range" onSubmit={submit}>
        <div className="form-field">
          <label className="field-label" htmlFor="cash-from">
            {t('from')}
          </label>
          <input
            id="cash-from"
            className="text-input"
            type="date"
            value={from || shown?.from || ''}
            onChange={(event) => setFrom(event.target.value)}
          />
        </div>
        <div className="form-field">
          <label className="field-label" htmlFor="cash-to">
            {t('to')}
          </label>
          <input
            id="cash-to"
            className="text-input"
            type="date"
            value={to || shown?.to || ''}
            onChange={(event) => setTo(event.target.value)}
          />
        </div>
        <button type="submit" className="button button--light">
          {t('show')}
        </button>
      </form>
      <LoadState query={book} />
      {shown && (
        <div className="admin-stack">
          <CashOwed book={shown} language={language} />
          <CashDays book={shown} language={language} />
        </div>
      )}
    </AdminPage>
  );
}
