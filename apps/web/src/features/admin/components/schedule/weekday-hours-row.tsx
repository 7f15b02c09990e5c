import { useTranslation } from '../../../../lib/translation/use-translation';
import { formatClockTime } from '../../../../lib/date-format';
import { useLanguage } from '../../../../lib/use-language';
import { breakBefore, withBreak, type DayRow, type WindowRow } from './weekday-windows';

interface Props {
  weekday: number;
  row: DayRow;
  /** Refusals by window index. */
  errors: Record<number, string>;
  onChange: (row: DayRow) => void;
}

/** One weekday of the weekly hours: open or closed, its opening windows, a break to add and windows to remove. */
export function WeekdayHoursRow({ weekday, row, errors, onChange }: Props) {
  const { t } = useTranslation('admin');
  const [language] = useLanguage();
  const day = t(`weekday_${weekday}`);
  const several = row.windows.length > 1;
  const broken = withBreak(row.windows);
  const setWindow = (index: number, patch: Partial<WindowRow>) =>
    onChange({
      ...row,
      windows: row.windows.map((window, at) => (at === index ? { ...window, ...patch } : window)),
    });
  const errorId = (index: number) => `hours-${weekday}-${index}-error`;

  return (
    <li className="weekly-hours__day">
      <label className="weekly-hours__open">
        <input
          type="checkbox"
          checked={row.open}
          onChange={(event) => onChange({ ...row, open: event.target.checked })}
        />
        <span>{day}</span>
      </label>
      {row.open ? (
        <div className="weekly-hours__windows">
          <ul className="weekly-hours__list" aria-label={t('hours_of', { day })}>
            {row.windows.map((window, index) => {
              const name = several ? t('day_window', { day, number: index + 1 }) : day;
              const error = errors[index];
              const invalid = error
                ? { 'aria-invalid': true, 'aria-describedby': errorId(index) }
                : {};
              const pause = breakBefore(row.windows, index);
              return (
                <li key={index} className="weekly-hours__window">
                  {pause && (
                    <p className="weekly-hours__break">
                      {t('break_between', {
                        from: formatClockTime(pause.from, language),
                        to: formatClockTime(pause.to, language),
                      })}
                    </p>
                  )}
                  <span className="weekly-hours__times">
                    <label>
                      <span className="visually-hidden">{name}: </span>
                      {t('opens')}
                      <input
                        className="text-input"
                        type="time"
                        step={300}
                        value={window.opens}
                        {...invalid}
                        onChange={(event) => setWindow(index, { opens: event.target.value })}
                      />
                    </label>
                    <label>
                      <span className="visually-hidden">{name}: </span>
                      {t('closes')}
                      <input
                        className="text-input"
                        type="time"
                        step={300}
                        value={window.closes}
                        {...invalid}
                        onChange={(event) => setWindow(index, { closes: event.target.value })}
                      />
                    </label>
                  </span>
                  {several && (
                    <button
                      type="button"
                      className="button button--ghost button--small weekly-hours__remove"
                      aria-label={t('remove_window', { name })}
                      onClick={() =>
                        onChange({ ...row, windows: row.windows.filter((_, at) => at !== index) })
                      }
                    >
                      {t('remove_window_short')}
                    </button>
                  )}
                  {error && (
                    <p id={errorId(index)} className="form-field__error" role="alert">
                      {name}: {error}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
          {broken && (
            <button
              type="button"
              className="button button--light button--small weekly-hours__add"
              aria-label={t('add_break_on', { day })}
              onClick={() => onChange({ ...row, windows: broken })}
            >
              {t('add_break')}
            </button>
          )}
        </div>
      ) : (
        <span className="weekly-hours__closed">{t('closed')}</span>
      )}
    </li>
  );
}
