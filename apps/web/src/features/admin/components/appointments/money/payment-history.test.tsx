import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { adminAppointment } from '../../../testing/admin-fixtures';
import { renderInConsole } from '../../../testing/render-in-console';
import { PaymentHistory } from './payment-history';

afterEach(() => vi.unstubAllGlobals());

it("downloads the office's copy of a paid receipt; a waiting cash choice has none", async () => {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    asked.push(input instanceof Request ? input.url : input.toString());
    return new Response(new Blob(['%PDF-1.3']), {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:receipt');
  vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  const paid = adminAppointment().payments[0]!;
  const waiting = { ...paid, id: 4, status: 'pending' as const, paid_at: null };
  await renderInConsole(
    <PaymentHistory
      appointment={adminAppointment({ payments: [paid, waiting] })}
      language="tamil"
    />,
    'tamil',
  );
  const buttons = screen.getAllByRole('button', { name: 'ரசீது (PDF)' });
  expect(buttons).toHaveLength(1);
  fireEvent.click(buttons[0]!);
  await waitFor(() => expect(saved).toEqual(['RCT-APT-0041-3.pdf']));
  expect(asked).toEqual(['/api/admin/payments/3/receipt.pdf?language=tamil']);
});

it("says a cancelled booking's cash choice was not taken, and one paid online instead was given up", async () => {
  const paid = adminAppointment().payments[0]!;
  const cashEnded = { ...paid, id: 5, method: 'cash' as const, status: 'cancelled' as const };
  const { unmount } = await renderInConsole(
    <PaymentHistory
      appointment={adminAppointment({ status: 'cancelled', payments: [cashEnded] })}
      language="english"
    />,
  );
  expect(screen.getByText(/Not taken: the booking was cancelled/)).toBeTruthy();
  expect(screen.queryByText(/given up for online payment/)).toBeNull();
  unmount();
  const online = { ...paid, id: 6, method: 'online' as const, status: 'paid' as const };
  await renderInConsole(
    <PaymentHistory
      appointment={adminAppointment({ payments: [cashEnded, online] })}
      language="tamil"
    />,
    'tamil',
  );
  expect(screen.getByText(/ஆன்லைன் கட்டணத்துக்காக ரொக்கத் தேர்வு கைவிடப்பட்டது/)).toBeTruthy();
});
