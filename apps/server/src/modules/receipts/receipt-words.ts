import type { CreditNote, Language } from '@portal/contracts';

/** What the receipt and credit-note PDFs say, in both languages (the web page's words are in its locales). */
export interface ReceiptWords {
  receipt: string;
  creditNote: string;
  receiptNumber: string;
  creditNoteNumber: string;
  originalReceipt: string;
  appointmentNumber: string;
  astrologer: string;
  paidOn: string;
  refundedOn: string;
  gstin: string;
  billedTo: string;
  refundedTo: string;
  mobile: string;
  description: string;
  amount: string;
  included: string;
  total: string;
  paymentMethod: string;
  refundMethod: string;
  method: Record<'online' | 'cash', string>;
  gatewayPaymentId: string;
  gatewayRefundId: string;
  originalTransactionId: string;
  reason: string;
  kind: Record<CreditNote['kind'], string>;
  amountPaid: string;
  feeKept: string;
  amountRefunded: string;
  receiptFooter: string;
  creditNoteFooter: string;
  /** The GST block (docs/decisions/0067). */
  taxInvoice: string;
  gst: string;
  gstReturned: string;
  sacCode: string;
  placeOfSupply: string;
  taxableValue: string;
  cgst: string;
  sgst: string;
  igst: string;
  zeroRated: string;
}

export const receiptWords: Record<Language, ReceiptWords> = {
  english: {
    receipt: 'Receipt',
    creditNote: 'Credit note',
    receiptNumber: 'Receipt number',
    creditNoteNumber: 'Credit note number',
    originalReceipt: 'Against receipt',
    appointmentNumber: 'Appointment number',
    astrologer: 'Astrologer',
    paidOn: 'Paid on',
    refundedOn: 'Refunded on',
    gstin: 'GSTIN',
    billedTo: 'Received from',
    refundedTo: 'Refunded to',
    mobile: 'Mobile number',
    description: 'Description',
    amount: 'Amount',
    included: 'included in the price',
    total: 'Total',
    paymentMethod: 'Payment method',
    refundMethod: 'Refund method',
    method: { online: 'Online payment', cash: 'Cash' },
    gatewayPaymentId: 'Transaction ID',
    gatewayRefundId: 'Refund transaction ID',
    originalTransactionId: 'Payment transaction ID',
    reason: 'Reason',
    kind: {
      cancellation: 'Appointment cancelled',
      paid_after_cancel: 'Paid after the appointment was cancelled',
      duplicate_payment: 'Second payment for the same appointment',
    },
    amountPaid: 'Amount paid',
    feeKept: 'Cancellation fee kept',
    amountRefunded: 'Amount refunded',
    receiptFooter: 'This is a computer-generated receipt and needs no signature.',
    creditNoteFooter: 'This is a computer-generated credit note and needs no signature.',
    taxInvoice: 'Tax invoice',
    gst: 'GST in this amount',
    gstReturned: 'GST given back',
    sacCode: 'SAC code',
    placeOfSupply: 'Place of supply',
    taxableValue: 'Taxable value',
    cgst: 'CGST',
    sgst: 'SGST',
    igst: 'IGST',
    zeroRated: 'Zero-rated export of services: no GST',
  },
  tamil: {
    receipt: 'ரசீது',
    creditNote: 'வரவுக் குறிப்பு',
    receiptNumber: 'ரசீது எண்',
    creditNoteNumber: 'வரவுக் குறிப்பு எண்',
    originalReceipt: 'தொடர்புடைய ரசீது',
    appointmentNumber: 'சந்திப்பு எண்',
    astrologer: 'ஜோதிடர்',
    paidOn: 'செலுத்திய நாள்',
    refundedOn: 'திருப்பி அளித்த நாள்',
    gstin: 'ஜிஎஸ்டி எண்',
    billedTo: 'பணம் செலுத்தியவர்',
    refundedTo: 'பணம் திருப்பி அளிக்கப்பட்டவர்',
    mobile: 'கைபேசி எண்',
    description: 'விவரம்',
    amount: 'தொகை',
    included: 'விலையில் உள்ளடங்கியது',
    total: 'மொத்தம்',
    paymentMethod: 'கட்டண முறை',
    refundMethod: 'பணத்திருப்ப முறை',
    method: { online: 'ஆன்லைன் கட்டணம்', cash: 'ரொக்கம்' },
    gatewayPaymentId: 'பரிவர்த்தனை எண்',
    gatewayRefundId: 'பணத்திருப்பப் பரிவர்த்தனை எண்',
    originalTransactionId: 'கட்டணப் பரிவர்த்தனை எண்',
    reason: 'காரணம்',
    kind: {
      cancellation: 'சந்திப்பு ரத்துசெய்யப்பட்டது',
      paid_after_cancel: 'சந்திப்பு ரத்தான பிறகு செலுத்தப்பட்டது',
      duplicate_payment: 'இதே சந்திப்புக்கான இரண்டாவது கட்டணம்',
    },
    amountPaid: 'செலுத்திய தொகை',
    feeKept: 'பிடித்தம் செய்த ரத்துக் கட்டணம்',
    amountRefunded: 'திருப்பி அளித்த தொகை',
    receiptFooter: 'இது கணினியால் உருவாக்கப்பட்ட ரசீது; கையொப்பம் தேவையில்லை.',
    creditNoteFooter: 'இது கணினியால் உருவாக்கப்பட்ட வரவுக் குறிப்பு; கையொப்பம் தேவையில்லை.',
    taxInvoice: 'வரி விலைப்பட்டியல்',
    gst: 'இந்தத் தொகையில் உள்ள ஜிஎஸ்டி',
    gstReturned: 'திருப்பி அளித்த ஜிஎஸ்டி',
    sacCode: 'SAC குறியீடு',
    placeOfSupply: 'வழங்கல் இடம்',
    taxableValue: 'வரிக்குட்பட்ட மதிப்பு',
    cgst: 'மத்திய ஜிஎஸ்டி (CGST)',
    sgst: 'மாநில ஜிஎஸ்டி (SGST)',
    igst: 'ஒருங்கிணைந்த ஜிஎஸ்டி (IGST)',
    zeroRated: 'பூஜ்ய வரி விகிதச் சேவை ஏற்றுமதி: ஜிஎஸ்டி இல்லை',
  },
};
