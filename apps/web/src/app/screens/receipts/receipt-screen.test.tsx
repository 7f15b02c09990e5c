import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreditNote, Language, Receipt } from '@portal/contracts';
import { AppointmentCard } from '../../../features/appointments/components/appointment-card';
import { saveSession } from '../../../lib/session';
import { customerAppointment, office, refund } from '../../../test/customer-fixtures';
import { renderWithProviders } from '../../../test/render-with-providers';
import { screenDictionaries } from '../../../locales/screen-dictionaries';
import { RequireLogin, returnPathFrom } from '../../route-guards';
import CreditNoteScreen from './credit-note-screen';
import ReceiptScreen from './receipt-screen';

const business = {
  name: 'Jothidam Consultation Centre',
  address: '12 North Chitrai Street, Madurai 625001',
  gstin: '33ABCDE1234F1Z5',
};
const tax = {
  tax_invoice: true,
  sac_code: '999799',
  place_of_supply: { kind: 'intra_state' as const, state_code: '33', label: '33-Tamil Nadu' },
  rate_basis_points: 1800,
  taxable_value: '500.00',
  cgst: '45.00',
  sgst: '45.00',
  igst: '0.00',
  total: '590.00',
};
const businessTamil = {
  name: 'ஜோதிட ஆலோசனை மையம்',
  address: '12 வடக்குச் சித்திரை வீதி, மதுரை 625001',
  gstin: '33ABCDE1234F1Z5',
};

function receipt(language: Language = 'english', patch: Partial<Receipt> = {}): Receipt {
  const tamil = language === 'tamil';
  return {
    receipt_number: 'RCT-AST-2026-0041-12',
    payment_id: 12,
    language,
    business: tamil ? businessTamil : business,
    customer: { name: 'Meena', mobile_number: '+919876543210' },
    appointment_id: 41,
    appointment_number: 'AST-2026-0041',
    astrologer: 'Chief Astrologer',
    issued_at: '2030-02-20T05:30:00.000Z',
    lines: [
      {
        kind: 'service',
        label: tamil ? 'ஜாதகம் பார்த்தல்' : 'Jathagam Reading',
        amount: '500.00',
        included: false,
      },
      {
        kind: 'charge',
        label: tamil ? 'ஜிஎஸ்டி (18%)' : 'GST (18%)',
        amount: '90.00',
        included: false,
      },
    ],
    total: '590.00',
    method: 'online',
    tax,
    gateway_payment_id: 'pay_test0123456789abcdef',
    credit_note: null,
    pdf_url: '/api/payments/12/receipt.pdf',
    ...patch,
  };
}

function creditNote(patch: Partial<CreditNote> = {}): CreditNote {
  return {
    credit_note_number: 'CN-AST-2026-0041-7',
    refund_id: 7,
    payment_id: 12,
    receipt_number: 'RCT-AST-2026-0041-12',
    language: 'english',
    business,
    customer: { name: 'Meena', mobile_number: '+919876543210' },
    appointment_id: 41,
    appointment_number: 'AST-2026-0041',
    status: 'processed',
    issued_at: '2030-02-22T05:00:00.000Z',
    kind: 'cancellation',
    method: 'online',
    paid_amount: '590.00',
    fee: '295.00',
    amount: '295.00',
    tax: { ...tax, taxable_value: '250.00', cgst: '22.50', sgst: '22.50', total: '295.00' },
    gateway_payment_id: 'pay_test0123456789abcdef',
    gateway_refund_id: 'rfnd_test0123456789',
    pdf_url: '/api/refunds/7/credit-note.pdf',
    ...patch,
  };
}

interface Call {
  url: string;
  language: string | null;
}

/**
 * The API as the screens call it: JSON by path, a PDF for the .pdf addresses; records each address
 * and language asked.
 */
function serveApi(replies: Record<string, { status?: number; body: unknown }>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      input instanceof Request ? input.url : input.toString(),
      'http://portal.test',
    );
    const headers = new Headers(init?.headers);
    calls.push({ url: `${url.pathname}${url.search}`, language: headers.get('Accept-Language') });
    if (url.pathname.endsWith('.pdf'))
      return new Response(new Blob(['%PDF-1.3 test']), {
        status: 200,
        headers: { 'content-type': 'application/pdf' },
      });
    const reply = replies[url.pathname] ?? {
      status: 404,
      body: { success: false, error: 'We could not find what you asked for.', code: 'NOT_FOUND' },
    };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return calls;
}

const renderAt = (path: string, language: Language = 'english') =>
  renderWithProviders(
    <Routes>
      <Route path="/receipts/payment/:paymentId" element={<ReceiptScreen />} />
      <Route path="/receipts/refund/:refundId" element={<CreditNoteScreen />} />
    </Routes>,
    { path, language, dictionaries: [screenDictionaries] },
  );

/** Catches what saveBlob hands the browser: the file names saved. */
function catchDownloads(): string[] {
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:document');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

const cell = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((element) => element.textContent);

beforeEach(() =>
  saveSession('test-token-0123456789abcdef', { name: 'Meena', mobile_number: '+919876543210' }),
);
afterEach(() => vi.unstubAllGlobals());

describe('the receipt page', () => {
  describe('an online payment’s receipt in English', () => {
    // Each test opens the receipt afresh (a render is cheap); the API, print and downloads are
    // caught as it opens.
    async function openReceipt() {
      const calls = serveApi({
        '/api/payments/12/receipt': { body: { success: true, receipt: receipt() } },
      });
      const print = vi.fn();
      vi.stubGlobal('print', print);
      const saved = catchDownloads();
      await renderAt('/receipts/payment/12');
      expect(await screen.findByRole('heading', { level: 1, name: 'Tax invoice' })).toBeTruthy();
      const paper = screen.getByRole('article', { name: 'Tax invoice' });
      return { calls, print, saved, paper };
    }

    it('shows the office’s name, GSTIN and number on the tax invoice', async () => {
      const { paper } = await openReceipt();
      expect(paper.textContent).toContain('Jothidam Consultation Centre');
      expect(paper.textContent).toContain('GSTIN: 33ABCDE1234F1Z5');
      expect(paper.textContent).toContain('+91 98765 43210');
    });

    it('shows the booking’s number and when it was paid, in India time', async () => {
      const { paper } = await openReceipt();
      expect(paper.textContent).toContain('AST-2026-0041');
      expect(paper.textContent).toContain('20 Feb 2030, 11:00 am (India time)');
    });

    it('lists the service, the GST and the total', async () => {
      const { paper } = await openReceipt();
      const rows = within(paper).getAllByRole('row');
      expect(rows.slice(1, 3).map(cell)).toEqual([
        ['Jathagam Reading', '₹500.00'],
        ['GST (18%)', '₹90.00'],
      ]);
      expect(screen.getByTestId('document-total').textContent).toBe('₹590.00');
    });

    it('says how it was paid, with the gateway’s payment id', async () => {
      const { paper } = await openReceipt();
      expect(paper.textContent).toContain('Online payment');
      expect(paper.textContent).toContain('pay_test0123456789abcdef');
    });

    it('breaks the tax down by SAC code, place of supply, CGST and SGST', async () => {
      await openReceipt();
      const tax = within(screen.getByTestId('document-tax'));
      for (const words of [
        'SAC code',
        '999799',
        'Place of supply',
        '33-Tamil Nadu',
        'Taxable value',
        '₹500.00',
        'CGST 9%',
        'SGST 9%',
      ])
        expect(tax.getByText(words)).toBeTruthy();
      expect(tax.getAllByText('₹45.00')).toHaveLength(2);
    });

    it('says it needs no signature', async () => {
      const { paper } = await openReceipt();
      expect(paper.textContent).toContain(
        'This is a computer-generated receipt and needs no signature.',
      );
    });

    it('asks the server for the receipt in English', async () => {
      const { calls } = await openReceipt();
      expect(calls).toContainEqual({ url: '/api/payments/12/receipt', language: 'en' });
    });

    it('prints the receipt', async () => {
      const { print } = await openReceipt();
      fireEvent.click(screen.getByRole('button', { name: 'Print' }));
      expect(print).toHaveBeenCalledTimes(1);
    });

    it('downloads its PDF in the screen’s language', async () => {
      const { calls, saved } = await openReceipt();
      fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
      await waitFor(() => expect(saved).toEqual(['RCT-AST-2026-0041-12.pdf']));
      expect(calls.at(-1)?.url).toBe('/api/payments/12/receipt.pdf?language=english');
      expect(await screen.findByText('PDF downloaded successfully')).toBeTruthy();
    });

    it('links back to My Appointments', async () => {
      await openReceipt();
      const actions = document.querySelector<HTMLElement>('.receipt-actions')!;
      expect(
        within(actions)
          .getByRole('link', { name: /My Appointments/ })
          .getAttribute('href'),
      ).toBe('/appointments');
    });
  });

  it('is in Tamil on a Tamil screen: asks the server in Tamil, and its own words are Tamil', async () => {
    const calls = serveApi({
      '/api/payments/12/receipt': {
        body: {
          success: true,
          receipt: receipt('tamil', {
            method: 'cash',
            gateway_payment_id: null,
            tax: {
              ...tax,
              tax_invoice: false,
              place_of_supply: { kind: 'inter_state', state_code: '29', label: '29-கர்நாடகா' },
              cgst: '0.00',
              sgst: '0.00',
              igst: '90.00',
            },
          }),
        },
      },
    });
    const saved = catchDownloads();
    await renderAt('/receipts/payment/12', 'tamil');
    expect(await screen.findByRole('heading', { level: 1, name: 'ரசீது' })).toBeTruthy();
    const paper = screen.getByRole('article');
    for (const words of [
      'ஜோதிட ஆலோசனை மையம்',
      'ரசீது எண்',
      'செலுத்திய நாள்',
      'சந்திப்பு எண்',
      'விவரம்',
      'தொகை',
      'மொத்தம்',
      'கட்டண முறை',
      'ரொக்கம்',
      'இது கணினியால் உருவாக்கப்பட்ட ரசீது',
      'வழங்கல் இடம்',
      '29-கர்நாடகா',
      'ஒருங்கிணைந்த ஜிஎஸ்டி (IGST) 18%',
    ]) {
      expect(paper.textContent).toContain(words);
    }
    expect(paper.textContent).not.toContain('பரிவர்த்தனை எண்');
    expect(calls).toContainEqual({ url: '/api/payments/12/receipt', language: 'ta' });
    fireEvent.click(screen.getByRole('button', { name: 'PDF பதிவிறக்கு' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(calls.at(-1)?.url).toBe('/api/payments/12/receipt.pdf?language=tamil');
  });

  it('links to the credit note once the payment has a refund', async () => {
    serveApi({
      '/api/payments/12/receipt': {
        body: {
          success: true,
          receipt: receipt('english', {
            credit_note: {
              refund_id: 7,
              credit_note_number: 'CN-AST-2026-0041-7',
              status: 'processed',
            },
          }),
        },
      },
    });
    await renderAt('/receipts/payment/12');
    expect(
      (await screen.findByRole('link', { name: 'Credit note for this payment' })).getAttribute(
        'href',
      ),
    ).toBe('/receipts/refund/7');
  });

  it("says so when the receipt is missing or someone else's, or not made yet", async () => {
    serveApi({
      '/api/payments/13/receipt': {
        status: 409,
        body: {
          success: false,
          error: 'This payment has not been received, so it has no receipt yet.',
          code: 'RECEIPT_NOT_AVAILABLE',
        },
      },
    });
    const { unmount } = await renderAt('/receipts/payment/12');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this receipt.',
    );
    unmount();
    await renderAt('/receipts/payment/13');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'This payment has not been received, so it has no receipt yet.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});

describe('the credit note page', () => {
  it('shows what was paid, the fee kept and what went back, with its receipt', async () => {
    serveApi({
      '/api/refunds/7/credit-note': { body: { success: true, credit_note: creditNote() } },
    });
    const saved = catchDownloads();
    await renderAt('/receipts/refund/7');
    const paper = await screen.findByRole('article', { name: 'Credit note' });
    const rows = within(paper).getAllByRole('row');
    expect(rows.slice(1, 3).map(cell)).toEqual([
      ['Amount paid (RCT-AST-2026-0041-12)', '₹590.00'],
      ['Cancellation fee kept', '− ₹295.00'],
    ]);
    expect(screen.getByTestId('document-total').textContent).toBe('₹295.00');
    for (const words of [
      'Refunded to',
      'Refunded on',
      'Against receipt',
      'Appointment cancelled',
      'rfnd_test0123456789',
    ])
      expect(paper.textContent).toContain(words);
    expect(screen.getByRole('link', { name: 'Receipt of the payment' }).getAttribute('href')).toBe(
      '/receipts/payment/12',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['CN-AST-2026-0041-7.pdf']));
  });

  it('while the refund is pending: says so, and offers no PDF yet', async () => {
    serveApi({
      '/api/refunds/7/credit-note': {
        body: {
          success: true,
          credit_note: creditNote({
            status: 'pending',
            issued_at: null,
            pdf_url: null,
            gateway_refund_id: null,
          }),
        },
      },
    });
    await renderAt('/receipts/refund/7');
    expect(await screen.findByText(/This refund has not been given back yet/)).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download PDF' })).toBeNull();
    expect(screen.getByRole('article').textContent).not.toContain('Refunded on');
  });
});

describe('the way in', () => {
  it('a customer card links to its receipt and to the credit note of a refund given back', async () => {
    const appointment = customerAppointment({
      status: 'cancelled',
      payment_status: 'refunded',
      can_cancel: false,
      can_reschedule: false,
      cancellation_refund: null,
      refunds: [refund({ id: 7 }), refund({ id: 8, status: 'pending' })],
    });
    await renderWithProviders(
      <AppointmentCard
        appointment={appointment}
        language="english"
        office={office}
        onDetails={() => undefined}
        onCancel={() => undefined}
      />,
      { dictionaries: [screenDictionaries] },
    );
    expect(screen.getByRole('link', { name: 'Receipt' }).getAttribute('href')).toBe(
      '/receipts/payment/12',
    );
    expect(
      screen.getAllByRole('link', { name: 'Credit note' }).map((link) => link.getAttribute('href')),
    ).toEqual(['/receipts/refund/7']);
  });

  it('signed out, the link in a message leads to sign-in, which comes back to it', async () => {
    localStorage.clear();
    function Login() {
      return <output>{returnPathFrom(useLocation().state)}</output>;
    }
    await renderWithProviders(
      <Routes>
        <Route path="/login" element={<Login />} />
        <Route
          path="/receipts/payment/:paymentId"
          element={
            <RequireLogin>
              <p>receipt</p>
            </RequireLogin>
          }
        />
      </Routes>,
      { path: '/receipts/payment/12?from=sms' },
    );
    expect(screen.getByRole('status').textContent).toBe('/receipts/payment/12?from=sms');
    expect(returnPathFrom({ returnTo: '//evil.example/' })).toBeNull();
    expect(returnPathFrom({ returnTo: 'https://evil.example/' })).toBeNull();
    expect(returnPathFrom(null)).toBeNull();
  });
});
