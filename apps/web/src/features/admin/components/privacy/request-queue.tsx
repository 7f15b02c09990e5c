import { Link } from 'react-router';
import type { AdminDataRequest, Language } from '@portal/contracts';
import { formatIndiaDate } from '../../../../lib/date-format';
import { displayPhoneNumber } from '../../../../lib/phone-display';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { RequestAnswerForm } from './request-answer-form';

/** One request: its number, kind, customer, age, due date (overdue marked), words and answer. */
function RequestItem({ request, language }: { request: AdminDataRequest; language: Language }) {
  const { t } = useTranslation('privacy-requests-office');
  const customer = request.customer.name ?? displayPhoneNumber(request.customer.mobile_number);
  return (
    <li className={`privacy-queue__item${request.overdue ? ' privacy-queue__item--overdue' : ''}`}>
      <h2 className="privacy-queue__head">
        <span>{request.number}</span>
        <span className="privacy-queue__kind">{t(`kind_${request.kind}`)}</span>
        {request.overdue && <span className="privacy-queue__overdue">{t('overdue')}</span>}
      </h2>
      <p className="privacy-queue__customer">
        {t('customer')}: <Link to={`/admin/customers/${request.customer.id}`}>{customer}</Link>
        {request.customer.name && ` · ${displayPhoneNumber(request.customer.mobile_number)}`}
      </p>
      <p className="privacy-queue__dates">
        {t('made', { date: formatIndiaDate(request.created_at, language) })} ·{' '}
        {t('age', { count: request.age_days })} ·{' '}
        <strong>{t('due', { date: formatIndiaDate(request.due_at, language) })}</strong>
      </p>
      <p className="privacy-queue__text">{request.text}</p>
      {request.status === 'answered' ? (
        <div className="privacy-queue__answer">
          <p className="privacy-queue__answer-label">{t('answer_heading')}</p>
          <p>{request.answer}</p>
          <p className="privacy-queue__dates">
            {request.answered_by
              ? t('answered_by', {
                  date: formatIndiaDate(request.answered_at!, language),
                  who:
                    request.answered_by.name ??
                    displayPhoneNumber(request.answered_by.mobile_number),
                })
              : t('answered_by_someone', { date: formatIndiaDate(request.answered_at!, language) })}
          </p>
        </div>
      ) : (
        <RequestAnswerForm request={request} language={language} />
      )}
    </li>
  );
}

/** The office's queue of requests and grievances (decision 0102). */
export function RequestQueue({
  requests,
  language,
}: {
  requests: AdminDataRequest[];
  language: Language;
}) {
  return (
    <ol className="privacy-queue">
      {requests.map((request) => (
        <RequestItem key={request.id} request={request} language={language} />
      ))}
    </ol>
  );
}
