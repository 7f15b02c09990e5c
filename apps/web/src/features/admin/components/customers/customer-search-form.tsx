import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../../lib/translation/use-translation';

/** The customers' search box: any part of a name, a bridegroom's too, an appointment number or phone digits. */
export function CustomerSearchForm({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('customers');
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="admin-filters customer-search" role="search" onSubmit={submit}>
      <div className="form-field admin-filters__search">
        <label className="field-label" htmlFor="customer-search">
          {t('search_label')}
        </label>
        <div className="admin-filters__day-controls">
          <input
            id="customer-search"
            className="text-input"
            type="search"
            value={text}
            maxLength={80}
            aria-describedby="customer-search-hint"
            onChange={(event) => setText(event.target.value)}
          />
          <button type="submit" className="button button--small button--primary">
            {t('search_button')}
          </button>
        </div>
        <p id="customer-search-hint" className="field-note">
          {t('search_hint')}
        </p>
      </div>
    </form>
  );
}
