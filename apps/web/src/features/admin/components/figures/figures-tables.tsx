import { useTranslation } from '../../../../lib/translation/use-translation';
import type { FigureValues } from '@portal/contracts';
import { formatRupeeText } from '../../../../lib/money';

const countColumns = ['bookings', 'held', 'no_shows', 'cancellations'] as const;
const moneyColumns = ['online', 'cash', 'refunds', 'gst', 'net'] as const;

export interface FigureRow {
  key: string;
  label: string;
  values: FigureValues;
}

interface FiguresTableProps {
  caption: string;
  /** The first column's heading: Period, Service or Astrologer. */
  rowHeading: string;
  rows: FigureRow[];
  totals?: FigureValues;
}

/** The figures as a table (what the charts draw, to the paisa); scrolls sideways on its own on a phone. */
export function FiguresTable({ caption, rowHeading, rows, totals }: FiguresTableProps) {
  const { t } = useTranslation('figures');
  const cells = (values: FigureValues) => (
    <>
      {countColumns.map((column) => (
        <td key={column} className="figures-table__number">
          {values[column]}
        </td>
      ))}
      {moneyColumns.map((column) => (
        <td key={column} className="figures-table__number">
          {formatRupeeText(values[column])}
        </td>
      ))}
    </>
  );
  return (
    <div className="figures-table-scroll" role="region" aria-label={caption} tabIndex={0}>
      <table className="figures-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{rowHeading}</th>
            {[...countColumns, ...moneyColumns].map((column) => (
              <th key={column} scope="col" className="figures-table__number">
                {t(`column_${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              {cells(row.values)}
            </tr>
          ))}
        </tbody>
        {totals && (
          <tfoot>
            <tr>
              <th scope="row">{t('total')}</th>
              {cells(totals)}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}
