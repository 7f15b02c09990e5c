import { parsePhoneNumberFromString } from 'libphonenumber-js';
import {
  rupeeTextToPaise,
  type CreditNote,
  type Language,
  type Receipt,
  type ReceiptBusiness,
  type ReceiptCustomer,
  type TaxSplit,
  languageLocales,
} from '@portal/contracts';
import { formatInr } from '../../lib/money';
import { newPdfDocument, pdfBytes } from '../../lib/pdf/pdf-document';
import {
  drawBlock,
  drawLine,
  lineHeight,
  widthOf,
  type PdfDocument,
  type TextStyle,
} from '../../lib/pdf/pdf-text';
import { receiptWords, type ReceiptWords } from './receipt-words';

const PAGE = { width: 595.28, height: 841.89, margin: 50 };
const LEFT = PAGE.margin;
const RIGHT = PAGE.width - PAGE.margin;
const WIDTH = RIGHT - LEFT;
const COLOR = {
  text: '#2b1d14',
  muted: '#5f4b3c',
  primary: '#7a1f1f',
  rule: '#e8d8c0',
  band: '#fbf0de',
};

const inr = (rupees: string) => formatInr(rupeeTextToPaise(rupees));

/** A moment as India's date and time, as people read it in the language. */
function indiaDateTime(iso: string, language: Language): string {
  const locale = languageLocales[language];
  const moment = new Date(iso);
  const date = new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: 'Asia/Kolkata',
  }).format(moment);
  const clock: Intl.DateTimeFormatOptions =
    language === 'tamil'
      ? { hour: 'numeric', minute: '2-digit', dayPeriod: 'short' }
      : { hour: 'numeric', minute: '2-digit', hour12: true };
  return `${date}, ${new Intl.DateTimeFormat(locale, { ...clock, timeZone: 'Asia/Kolkata' }).format(moment)} IST`;
}

const phone = (e164: string) => parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;

function rule(doc: PdfDocument, y: number, color = COLOR.rule, width = 0.8): void {
  doc.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

/** The business on the left, the title and number on the right; returns the y below. */
function header(
  doc: PdfDocument,
  business: ReceiptBusiness,
  title: string,
  number: string,
  words: ReceiptWords,
): number {
  const leftWidth = WIDTH * 0.6;
  let left = drawBlock(doc, business.name, {
    x: LEFT,
    y: PAGE.margin,
    width: leftWidth,
    style: { size: 16, weight: 'bold', color: COLOR.primary },
  });
  if (business.address)
    left = drawBlock(doc, business.address, {
      x: LEFT,
      y: left + 2,
      width: leftWidth,
      style: { size: 9.5, color: COLOR.muted },
    });
  if (business.gstin)
    left = drawBlock(doc, `${words.gstin}: ${business.gstin}`, {
      x: LEFT,
      y: left + 2,
      width: leftWidth,
      style: { size: 9.5, color: COLOR.text },
    });
  const rightX = LEFT + leftWidth + 10;
  const rightWidth = WIDTH - leftWidth - 10;
  let right = drawBlock(doc, title, {
    x: rightX,
    y: PAGE.margin - 2,
    width: rightWidth,
    style: { size: 22, weight: 'bold', align: 'right', color: COLOR.text },
  });
  right = drawBlock(doc, number, {
    x: rightX,
    y: right,
    width: rightWidth,
    style: { size: 10, align: 'right', color: COLOR.muted },
  });
  const bottom = Math.max(left, right) + 10;
  rule(doc, bottom, COLOR.primary, 1.2);
  return bottom + 16;
}

/** Label-value rows in a column: the label above its value when they would not fit side by side. */
function facts(
  doc: PdfDocument,
  rows: [string, string][],
  x: number,
  y: number,
  width: number,
): number {
  const label: TextStyle = { size: 9, color: COLOR.muted };
  const value: TextStyle = { size: 10, weight: 'bold', color: COLOR.text };
  let top = y;
  for (const [name, text] of rows) {
    const labelWidth = widthOf(doc, name, label);
    if (labelWidth + widthOf(doc, text, value) + 12 <= width) {
      drawLine(doc, name, x, top + 1, label);
      drawLine(doc, text, x + width - widthOf(doc, text, value), top, value);
      top += lineHeight(value) + 3;
    } else {
      top = drawBlock(doc, name, { x, y: top, width, style: label });
      top = drawBlock(doc, text, { x, y: top, width, style: { ...value, align: 'right' } }) + 3;
    }
  }
  return top;
}

/** Label-value rows as a two-column list: the labels in a column as wide as the widest, the values beside them. */
function details(doc: PdfDocument, rows: [string, string][], y: number): number {
  const label: TextStyle = { size: 9.5, color: COLOR.muted };
  const value: TextStyle = { size: 10, weight: 'bold', color: COLOR.text };
  const labelWidth =
    Math.min(Math.max(...rows.map(([name]) => widthOf(doc, name, label))), WIDTH * 0.4) + 16;
  let top = y;
  for (const [name, text] of rows) {
    const below = drawBlock(doc, name, {
      x: LEFT,
      y: top + 1,
      width: labelWidth - 16,
      style: label,
    });
    top =
      Math.max(
        below,
        drawBlock(doc, text, {
          x: LEFT + labelWidth,
          y: top,
          width: WIDTH - labelWidth,
          style: value,
        }),
      ) + 3;
  }
  return top;
}

/** The amounts as a table: description and amount, a band for the heading, the total in bold. */
function table(
  doc: PdfDocument,
  rows: { label: string; amount: string; muted?: boolean }[],
  total: [string, string],
  words: ReceiptWords,
  y: number,
): number {
  const pad = 8;
  const amountWidth = 130;
  const labelWidth = WIDTH - amountWidth - pad * 3;
  const head: TextStyle = { size: 9.5, weight: 'bold', color: COLOR.text };
  const headHeight = lineHeight(head) + pad;
  doc.rect(LEFT, y, WIDTH, headHeight).fill(COLOR.band);
  drawLine(doc, words.description, LEFT + pad, y + pad / 2, head);
  drawLine(doc, words.amount, RIGHT - pad - widthOf(doc, words.amount, head), y + pad / 2, head);
  let top = y + headHeight + 6;
  for (const row of rows) {
    const style: TextStyle = { size: 10.5, color: row.muted ? COLOR.muted : COLOR.text };
    const bottom = drawBlock(doc, row.label, { x: LEFT + pad, y: top, width: labelWidth, style });
    drawLine(doc, row.amount, RIGHT - pad - widthOf(doc, row.amount, style), top, style);
    top = bottom + 4;
    doc.moveTo(LEFT, top).lineTo(RIGHT, top).lineWidth(0.5).strokeColor(COLOR.rule).stroke();
    top += 6;
  }
  rule(doc, top - 6, COLOR.text, 1);
  const strong: TextStyle = { size: 12.5, weight: 'bold', color: COLOR.text };
  drawLine(doc, total[0], LEFT + pad, top + 2, strong);
  drawLine(doc, total[1], RIGHT - pad - widthOf(doc, total[1], strong), top + 2, strong);
  return top + lineHeight(strong) + 14;
}

function footer(doc: PdfDocument, note: string): void {
  const y = PAGE.height - PAGE.margin - 14;
  rule(doc, y - 8);
  drawBlock(doc, note, {
    x: LEFT,
    y,
    width: WIDTH,
    style: { size: 8.5, color: COLOR.muted, align: 'center' },
  });
}

/** The two-column block under the header: the customer, and the numbers with the date. */
function customerAndNumbers(
  doc: PdfDocument,
  {
    heading,
    customer,
    numbers,
    words,
    y,
  }: {
    heading: string;
    customer: ReceiptCustomer;
    numbers: [string, string][];
    words: ReceiptWords;
    y: number;
  },
): number {
  const columnWidth = WIDTH / 2 - 14;
  let left = drawBlock(doc, heading, {
    x: LEFT,
    y,
    width: columnWidth,
    style: { size: 9, color: COLOR.muted },
  });
  left = drawBlock(doc, customer.name, {
    x: LEFT,
    y: left + 1,
    width: columnWidth,
    style: { size: 11.5, weight: 'bold', color: COLOR.text },
  });
  // An erased customer's receipt names no number (decision 0101).
  if (customer.mobile_number)
    left = drawBlock(doc, `${words.mobile}: ${phone(customer.mobile_number)}`, {
      x: LEFT,
      y: left + 1,
      width: columnWidth,
      style: { size: 10, color: COLOR.text },
    });
  const right = facts(doc, numbers, LEFT + WIDTH / 2 + 14, y, columnWidth);
  return Math.max(left, right) + 18;
}

const percent = (basisPoints: number) =>
  `${(basisPoints / 100).toLocaleString('en-IN', { maximumFractionDigits: 2 })}%`;

/**
 * The GST rows (docs/decisions/0067): SAC code, place of supply, taxable value and each head, or
 * the zero rate of an export.
 */
export function taxRows(tax: TaxSplit, words: ReceiptWords): [string, string][] {
  const rows: [string, string][] = [
    [words.sacCode, tax.sac_code],
    [words.placeOfSupply, tax.place_of_supply.label],
    [words.taxableValue, inr(tax.taxable_value)],
  ];
  if (tax.place_of_supply.kind === 'export') return [...rows, [words.gst, words.zeroRated]];
  if (tax.place_of_supply.kind === 'intra_state') {
    const half = percent(tax.rate_basis_points / 2);
    return [
      ...rows,
      [`${words.cgst} ${half}`, inr(tax.cgst)],
      [`${words.sgst} ${half}`, inr(tax.sgst)],
    ];
  }
  return [...rows, [`${words.igst} ${percent(tax.rate_basis_points)}`, inr(tax.igst)]];
}

/** A small heading over a block of details. */
function subheading(doc: PdfDocument, text: string, y: number): number {
  return (
    drawBlock(doc, text, {
      x: LEFT,
      y,
      width: WIDTH,
      style: { size: 10, weight: 'bold', color: COLOR.primary },
    }) + 4
  );
}

/**
 * A4, in the receipt's language: the business, the title, the numbers, the customer, the lines,
 * the total, how it was paid.
 */
export async function renderReceiptPdf(receipt: Receipt): Promise<Buffer> {
  const words = receiptWords[receipt.language];
  const doc = await newPdfDocument(
    `${receiptWords.english.receipt} ${receipt.receipt_number}`,
    receipt.language,
  );
  let y = header(
    doc,
    receipt.business,
    receipt.tax.tax_invoice ? words.taxInvoice : words.receipt,
    receipt.receipt_number,
    words,
  );
  y = customerAndNumbers(doc, {
    heading: words.billedTo,
    customer: receipt.customer,
    numbers: [
      [words.receiptNumber, receipt.receipt_number],
      [words.paidOn, indiaDateTime(receipt.issued_at, receipt.language)],
      [words.appointmentNumber, receipt.appointment_number],
      ...(receipt.astrologer ? [[words.astrologer, receipt.astrologer] as [string, string]] : []),
    ],
    words,
    y,
  });
  const rows = receipt.lines.map((line) =>
    line.included
      ? { label: `${line.label} (${words.included})`, amount: `(${inr(line.amount)})`, muted: true }
      : { label: line.label, amount: inr(line.amount) },
  );
  y = table(doc, rows, [words.total, inr(receipt.total)], words, y);
  const payment: [string, string][] = [[words.paymentMethod, words.method[receipt.method]]];
  if (receipt.gateway_payment_id)
    payment.push([words.gatewayPaymentId, receipt.gateway_payment_id]);
  y = details(doc, taxRows(receipt.tax, words), subheading(doc, words.gst, y)) + 12;
  details(doc, payment, y);
  footer(doc, words.receiptFooter);
  return pdfBytes(doc);
}

/** A4, in the credit note's language: what was paid, the fee kept, what went back, and how. */
export async function renderCreditNotePdf(note: CreditNote): Promise<Buffer> {
  const words = receiptWords[note.language];
  const doc = await newPdfDocument(
    `${receiptWords.english.creditNote} ${note.credit_note_number}`,
    note.language,
  );
  let y = header(doc, note.business, words.creditNote, note.credit_note_number, words);
  const numbers: [string, string][] = [
    [words.creditNoteNumber, note.credit_note_number],
    [words.originalReceipt, note.receipt_number],
    [words.appointmentNumber, note.appointment_number],
  ];
  if (note.issued_at)
    numbers.splice(1, 0, [words.refundedOn, indiaDateTime(note.issued_at, note.language)]);
  y = customerAndNumbers(doc, {
    heading: words.refundedTo,
    customer: note.customer,
    numbers,
    words,
    y,
  });
  const rows = [
    { label: `${words.amountPaid} (${note.receipt_number})`, amount: inr(note.paid_amount) },
  ];
  if (rupeeTextToPaise(note.fee) > 0)
    rows.push({ label: words.feeKept, amount: `− ${inr(note.fee)}` });
  y = table(doc, rows, [words.amountRefunded, inr(note.amount)], words, y);
  const refund: [string, string][] = [
    [words.reason, words.kind[note.kind]],
    [words.refundMethod, words.method[note.method]],
  ];
  if (note.gateway_refund_id) refund.push([words.gatewayRefundId, note.gateway_refund_id]);
  if (note.gateway_payment_id) refund.push([words.originalTransactionId, note.gateway_payment_id]);
  y = details(doc, taxRows(note.tax, words), subheading(doc, words.gstReturned, y)) + 12;
  details(doc, refund, y);
  footer(doc, words.creditNoteFooter);
  return pdfBytes(doc);
}
