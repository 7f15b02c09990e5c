import { useState, type FormEvent } from 'react';
import { DATA_REQUEST_ANSWER_MAX, type AdminDataRequest, type Language } from '@portal/contracts';
import { useToast } from '../../../../components/toast/toast-context';
import { useTranslation } from '../../../../lib/translation/use-translation';
import { useAnswerDataRequest } from '../../api/privacy-calls';
import { TextField } from '../shared/text-field';

/** The office's answer to one open request: written once, read by the customer in My Profile. */
export function RequestAnswerForm({
  request,
  language,
}: {
  request: AdminDataRequest;
  language: Language;
}) {
  const { t } = useTranslation('privacy-requests-office');
  const toast = useToast();
  const answer = useAnswerDataRequest(language);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const words = text.trim();
    if (words === '') return setError(t('answer_required'));
    if (words.length > DATA_REQUEST_ANSWER_MAX)
      return setError(t('answer_too_long', { max: DATA_REQUEST_ANSWER_MAX }));
    setError(null);
    answer.mutate(
      { id: request.id, answer: words },
      {
        onSuccess: () => toast.show('success', t('answer_sent', { number: request.number })),
        onError: (failure) => {
          setError(failure.message || t('answer_failed'));
          toast.show('error', failure.message || t('answer_failed'));
        },
      },
    );
  };
  return (
    <form className="privacy-answer" onSubmit={submit} noValidate>
      <TextField
        id={`answer-${request.id}`}
        label={t('answer_label')}
        hint={t('answer_hint')}
        value={text}
        onChange={setText}
        error={error ?? undefined}
        multiline
        maxLength={DATA_REQUEST_ANSWER_MAX}
      />
      <button
        type="submit"
        className="button button--small button--primary"
        disabled={answer.isPending}
      >
        {answer.isPending ? t('answer_sending') : t('answer_send')}
      </button>
    </form>
  );
}
