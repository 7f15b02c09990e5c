import {
  creditNoteNumberOf,
  erasedCustomerLabel,
  isErasedMobileNumber,
  receiptNumberOf,
  type ExportKind,
  type ExportQuery,
} from '@portal/contracts';
import type { Database } from '../../db/database';
import { paiseToRupeeText } from '../../lib/money';
import { refundTax } from '../payments/gst/payment-tax';
import { createPaymentTaxService } from '../payments/gst/payment-tax.service';
import { taxBasisOf } from '../payments/gst/tax-basis';
import { indiaDateAndMinute, indiaMoment } from '../../lib/india-time';
import { csvText, type CsvCell } from './csv-writer';
import { stateOrCountry, taxCells, taxDocumentHeader } from './export-columns';
import { createExportsRepo, EXPORT_PAGE, type Cursor, type Range } from './exports.repo';

const clock = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const indiaDate = (moment: Date) => indiaDateAndMinute(moment).date;
const indiaDateTime = (moment: Date) => {
  const { date, minute } = indiaDateAndMinute(moment);
  return `${date} ${clock(minute)}`;
};
const nextDay = (date: string) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The India-time days from and to, both included, as moments. */
export const rangeOf = (query: ExportQuery): Range => ({
  start: indiaMoment(query.from, 0),
  end: indiaMoment(nextDay(query.to), 0),
});

/** Reads page after page (docs/decisions/0068), yielding each row: a long range is streamed, never held whole. */
async function* paged<Row extends { id: number; at: Date | null }>(
  page: (cursor: Cursor | null) => Promise<Row[]>,
  rowsOf: (rows: Row[]) => Promise<CsvCell[][]>,
): AsyncGenerator<CsvCell[]> {
  let cursor: Cursor | null = null;
  for (;;) {
    const rows = await page(cursor);
    for (const row of await rowsOf(rows)) yield row;
    const last = rows.at(-1);
    if (!last?.at || rows.length < EXPORT_PAGE) return;
    cursor = { at: last.at, id: last.id };
  }
}

interface CustomerFacts {
  customerId: number;
  customerName: string | null;
  appointmentName: string;
  mobileNumber: string;
}

/** The customer as the accountant's files name them: an erased one by their label (decision 0101). */
const customerName = (row: CustomerFacts) =>
  isErasedMobileNumber(row.mobileNumber)
    ? erasedCustomerLabel(row.customerId, 'english')
    : row.customerName?.trim() || row.appointmentName;
/** An erased customer's number is no number: the column is left empty. */
const mobileOf = (row: CustomerFacts) =>
  isErasedMobileNumber(row.mobileNumber) ? '' : row.mobileNumber;

/** The rows as they pass, counted; `done` told how many once the last has gone. */
async function* counted(
  rows: AsyncGenerator<CsvCell[]>,
  done: ((rows: number) => Promise<void>) | undefined,
): AsyncGenerator<CsvCell[]> {
  let count = 0;
  for await (const row of rows) {
    count += 1;
    yield row;
  }
  await done?.(count);
}

export interface ExportFile {
  fileName: string;
  text: AsyncGenerator<string>;
}

/**
 * The accountant's files (docs/decisions/0068): sales (a row per receipt) and refunds (a
 * row per credit note) with the GST split by place of supply (payments/gst, one rule with the
 * receipts), the appointments, and the cash book.
 */
export function createExportsService(db: Database) {
  const repo = createExportsRepo(db);
  const tax = createPaymentTaxService(db);

  async function* sales(range: Range): AsyncGenerator<CsvCell[]> {
    yield* paged(
      (cursor) => repo.receipts(range, cursor),
      async (rows) => {
        const services = await tax.servicesOf(rows.map((row) => row.appointmentId));
        return rows.map((row) => {
          const basis = taxBasisOf(row.taxBasis, row.id);
          return [
            receiptNumberOf(row.appointmentNumber, row.id),
            indiaDate(row.at!),
            customerName(row),
            mobileOf(row),
            ...taxCells(tax.taxOf(services, { ...row, basis }), row, basis.settings.sac_code),
            row.method,
          ];
        });
      },
    );
  }

  async function* creditNotes(range: Range): AsyncGenerator<CsvCell[]> {
    yield* paged(
      (cursor) => repo.creditNotes(range, cursor),
      async (rows) => {
        const services = await tax.servicesOf(rows.map((row) => row.appointmentId));
        return rows.map((row) => {
          // A credit note gives back part of its payment's GST, by the payment's basis.
          const basis = taxBasisOf(row.taxBasis, row.paymentId);
          const paymentTax = tax.taxOf(services, {
            ...row,
            amountPaise: row.paymentAmountPaise,
            basis,
          });
          return [
            creditNoteNumberOf(row.appointmentNumber, row.id),
            indiaDate(row.at!),
            customerName(row),
            mobileOf(row),
            ...taxCells(refundTax(paymentTax, row.amountPaise), row, basis.settings.sac_code),
            row.method,
            receiptNumberOf(row.appointmentNumber, row.paymentId),
          ];
        });
      },
    );
  }

  async function* appointmentRows(range: Range): AsyncGenerator<CsvCell[]> {
    yield* paged(
      (cursor) => repo.appointments(range, cursor),
      async (rows) => {
        const names = new Map<number, string[]>();
        for (const service of await repo.serviceNames(rows.map((row) => row.id)))
          names.set(service.appointmentId, [
            ...(names.get(service.appointmentId) ?? []),
            service.name,
          ]);
        return rows.map((row) => [
          row.appointmentNumber,
          indiaDateTime(row.createdAt),
          row.scheduledAt ? indiaDateTime(row.scheduledAt) : '',
          customerName(row),
          mobileOf(row),
          stateOrCountry(row),
          (names.get(row.id) ?? []).join('; '),
          row.consultationMode,
          row.astrologer ?? '',
          row.status,
          row.paymentStatus,
          paiseToRupeeText(row.totalCostPaise),
        ]);
      },
    );
  }

  /**
   * Cash taken and handed back, by the moment, with the balance after each; the first row carries
   * what was in hand before.
   */
  async function* cashBook(range: Range): AsyncGenerator<CsvCell[]> {
    let balance = await repo.cashBefore(range.start);
    yield ['', '', 'Opening balance', '', '', '', '', paiseToRupeeText(balance)];
    const taken = paged(
      (cursor) => repo.receipts(range, cursor, 'cash'),
      async (rows) =>
        rows.map((row) => [
          row.at!.getTime(),
          row.id,
          'in',
          receiptNumberOf(row.appointmentNumber, row.id),
          row.appointmentNumber,
          customerName(row),
          row.amountPaise,
        ]),
    );
    const back = paged(
      (cursor) => repo.creditNotes(range, cursor, 'cash'),
      async (rows) =>
        rows.map((row) => [
          row.at!.getTime(),
          row.id,
          'out',
          creditNoteNumberOf(row.appointmentNumber, row.id),
          row.appointmentNumber,
          customerName(row),
          row.amountPaise,
        ]),
    );
    // The two sorted streams merged by the moment.
    let nextIn = await taken.next();
    let nextOut = await back.next();
    while (!nextIn.done || !nextOut.done) {
      const takeIn =
        !nextIn.done &&
        (nextOut.done || (nextIn.value[0] as number) <= (nextOut.value[0] as number));
      const entry = (takeIn ? nextIn.value : nextOut.value) as [
        number,
        number,
        'in' | 'out',
        string,
        string,
        string,
        number,
      ];
      if (takeIn) nextIn = await taken.next();
      else nextOut = await back.next();
      const [at, , direction, document, appointment, customer, paise] = entry;
      balance += direction === 'in' ? paise : -paise;
      yield [
        indiaDateTime(new Date(at)),
        document,
        direction === 'in' ? 'Cash taken' : 'Cash handed back',
        appointment,
        customer,
        direction === 'in' ? paiseToRupeeText(paise) : '',
        direction === 'out' ? paiseToRupeeText(paise) : '',
        paiseToRupeeText(balance),
      ];
    }
  }

  const files: Record<
    ExportKind,
    { header: string[]; rows: (range: Range) => AsyncGenerator<CsvCell[]> }
  > = {
    sales: { header: taxDocumentHeader('Receipt number'), rows: sales },
    refunds: {
      header: [...taxDocumentHeader('Credit note number'), 'Against receipt'],
      rows: creditNotes,
    },
    appointments: {
      header: [
        'Appointment number',
        'Booked on',
        'Consultation',
        'Customer',
        'Mobile number',
        'State or country',
        'Services',
        'Mode',
        'Astrologer',
        'Status',
        'Payment status',
        'Total',
      ],
      rows: appointmentRows,
    },
    cash: {
      header: [
        'Date and time',
        'Document',
        'Entry',
        'Appointment number',
        'Customer',
        'Taken',
        'Handed back',
        'Balance',
      ],
      rows: cashBook,
    },
  };

  return {
    /**
     * One file as a stream of CSV text, named for its kind and range; `done` is told how many
     * rows it had below its header once the last has been read (the read log, decision 0102).
     */
    file(
      kind: ExportKind,
      query: ExportQuery,
      { done }: { done?: (rows: number) => Promise<void> } = {},
    ): ExportFile {
      const { header, rows } = files[kind];
      return {
        fileName: `${kind}-${query.from}-to-${query.to}.csv`,
        text: csvText(header, counted(rows(rangeOf(query)), done)),
      };
    },
  };
}
