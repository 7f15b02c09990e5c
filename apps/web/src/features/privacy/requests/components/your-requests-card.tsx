import { useId, useState, type FormEvent } from 'react';
import {
  DATA_REQUEST_TEXT_MAX,
  DATA_REQUEST_TEXT_MIN,
  dataRequestKinds,
  type DataRequest,
  type DataRequestKind,
  type Language,
} from '@portal/contracts';
import { describedBy, FormField } from '../../../../components/form/form-field';
import { useToast } from '../../../../components/toast/toast-context';
import { ApiError } from '../../../../lib/api-client';
import { formatIndiaDate } from '../../../../lib/date-format';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useDataRequests, useSendDataRequest } from '../api/request-calls';
import { GrievanceContactNote } from './grievance-contact-note';
import '../../../../styles/privacy-requests.css';

/** One request as its customer reads it: number, kind, status, dates and the answer. */
function RequestRow({ request, language }: { request: DataRequest; language: Language }) {
  const { t } = useTranslation('privacy-requests');
  return (
    <li className="privacy-request">
      <p className="privacy-request__head">
        <strong>{request.number}</strong>
        <span>{t(`kind_short_${request.kind}`)}</span>
        <span className={`privacy-request__status privacy-request__status--${request.status}`}>
          {t(`status_${request.status}`)}
        </span>
      </p>
      <p className="privacy-request__text">{request.text}</p>
      <p className="privacy-request__dates">
        {t('made_on', { date: formatIndiaDate(request.created_at, language) })}
        {' · '}
        {request.answered_at
          ? t('answered_on', { date: formatIndiaDate(request.answered_at, language) })
          : t('due_on', { date: formatIndiaDate(request.due_at, language) })}
      </p>
      {request.answer && (
        <div className="privacy-request__answer">
          <p className="privacy-request__answer-label">{t('answer_label')}</p>
          <p>{request.answer}</p>
        </div>
      )}
    </li>
  );
}

/**
 * My Profile's "Your requests" (decision 0102): ask for a correction or an erasure of one's data,
 * or file a grievance; each is numbered and acknowledged at once and answered within 30 days,
 * and the list shows its status, due date and answer, with the grievance contact.
 */
export function YourRequestsCard({ language }: { language: Language }) {
  const { t } = useTranslation(['privacy-requests', 'common', 'validation']);
  const toast = useToast();
  const ids = useId();
  const requests = useDataRequests(language);
  const send = useSendDataRequest(language);
  const [kind, setKind] = useState<DataRequestKind | ''>('');
  const [text, setText] = useState('');
  const [problems, setProblems] = useState<{ kind?: string; text?: string }>({});
  const textId = `${ids}-text`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    const found = {
      ...(kind === '' ? { kind: t('validation:request_kind') } : {}),
      ...(words.length < DATA_REQUEST_TEXT_MIN ? { text: t('validation:request_text') } : {}),
      ...(words.length > DATA_REQUEST_TEXT_MAX ? { text: t('validation:request_text_long') } : {}),
    };
    setProblems(found);
    if (found.kind || found.text) {
      requestAnimationFrame(() =>
        document
          .getElementById(found.kind ? `${ids}-kind-${dataRequestKinds[0]}` : textId)
          ?.focus(),
      );
      return;
    }
    send.mutate(
      { kind: kind as DataRequestKind, text: words },
      {
        onSuccess: ({ request }) => {
          setKind('');
          setText('');
          toast.show(
            'success',
            t('sent', { number: request.number, date: formatIndiaDate(request.due_at, language) }),
          );
        },
        onError: (error) => {
          const refused = error instanceof ApiError && error.status !== 0;
          if (refused && (error.fields.kind || error.fields.text))
            setProblems({ kind: error.fields.kind, text: error.fields.text });
          toast.show('error', refused ? error.message : t('failed'));
        },
      },
    );
  };

  const list = requests.data?.requests;
  return (
    <section
      id="requests"
      className="profile-card privacy-requests"
      aria-labelledby={`${ids}-title`}
    >
      <h2 id={`${ids}-title`}>{t('title')}</h2>
      <p className="field-note">{t('intro')}</p>
      <form className="privacy-requests__form" onSubmit={submit} noValidate>
        <fieldset
          className="form-section"
          aria-describedby={problems.kind ? `${ids}-kind-error` : undefined}
        >
          <legend className="form-section__title">{t('kind_label')}</legend>
          {dataRequestKinds.map((choice) => (
            <label key={choice} className="service-choice">
              <input
                id={`${ids}-kind-${choice}`}
                type="radio"
                name={`${ids}-kind`}
                value={choice}
                checked={kind === choice}
                aria-invalid={problems.kind ? true : undefined}
                onChange={() => {
                  setKind(choice);
                  setProblems(({ kind: _old, ...rest }) => rest);
                }}
              />
              <span className="service-choice__text">
                <strong>{t(`kind_${choice}`)}</strong>
                <span>{t(`kind_${choice}_hint`)}</span>
              </span>
            </label>
          ))}
          {problems.kind && (
            <p id={`${ids}-kind-error`} className="form-field__error" role="alert">
              {problems.kind}
            </p>
          )}
        </fieldset>
        <FormField id={textId} label={t('text_label')} hint={t('text_hint')} error={problems.text}>
          <textarea
            {...describedBy(textId, problems.text, t('text_hint'))}
            className="text-input text-area"
            value={text}
            maxLength={DATA_REQUEST_TEXT_MAX}
            rows={4}
            onChange={(event) => {
              setText(event.target.value);
              setProblems(({ text: _old, ...rest }) => rest);
            }}
          />
        </FormField>
        <button type="submit" className="button button--primary" disabled={send.isPending}>
          {send.isPending ? t('sending') : t('send')}
        </button>
      </form>
      {requests.data && <GrievanceContactNote contact={requests.data.grievance_contact} />}
      <h3 className="privacy-requests__list-title">{t('list_title')}</h3>
      {requests.isError ? (
        <p className="notice notice--muted">{t('load_failed')}</p>
      ) : list ? (
        list.length === 0 ? (
          <p className="field-note">{t('none')}</p>
        ) : (
          <ul className="privacy-requests__list">
            {list.map((request) => (
              <RequestRow key={request.id} request={request} language={language} />
            ))}
          </ul>
        )
      ) : (
        <p className="field-note" aria-busy="true">
          {t('common:loading')}
        </p>
      )}
    </section>
  );
}
