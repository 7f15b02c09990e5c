import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/translation/use-translation';
import { addDays, figureGroups, todayInIndia, type FigureGroup } from '@portal/contracts';
import { useFigures, type FigureChoice } from '../../../features/admin/api/figure-calls';
import { FiguresPeriodForm } from '../../../features/admin/components/figures/figures-period-form';
import { FiguresView } from '../../../features/admin/components/figures/figures-view';
import { LoadState } from '../../../features/admin/components/shared/load-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLanguage } from '../../../lib/use-language';
import { AdminPage } from '../../admin-page';

const isDate = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The period in the address (?from&to&group), or the last 30 days by day. */
function choiceOf(params: URLSearchParams): FigureChoice {
  const today = todayInIndia();
  const group = params.get('group');
  return {
    from: isDate(params.get('from')) ? params.get('from')! : addDays(today, -29),
    to: isDate(params.get('to')) ? params.get('to')! : today,
    group: (figureGroups as readonly string[]).includes(group ?? '')
      ? (group as FigureGroup)
      : 'day',
  };
}

/** /admin/figures (admins only): the business's figures for a period the office chooses, as charts and tables. */
export default function AdminFiguresScreen() {
  const { t } = useTranslation('figures');
  const { t: ta } = useTranslation('admin');
  const [language] = useLanguage();
  const [params, setParams] = useSearchParams();
  const choice = choiceOf(params);
  const figures = useFigures(choice, language);
  useDocumentTitle(t('title'), ta('console'));
  return (
    <AdminPage>
      <h1>{t('title')}</h1>
      <FiguresPeriodForm
        key={`${choice.from}-${choice.to}-${choice.group}`}
        choice={choice}
        onChoose={(next) => setParams({ from: next.from, to: next.to, group: next.group })}
      />
      <LoadState query={figures} />
      {figures.data && <FiguresView figures={figures.data} language={language} />}
    </AdminPage>
  );
}
