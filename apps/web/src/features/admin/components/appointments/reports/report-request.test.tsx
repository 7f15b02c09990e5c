import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminPdfServiceRequest } from '@portal/contracts';
import { adminAppointment } from '../../../testing/admin-fixtures';
import { recordingFetch, renderInConsole } from '../../../testing/render-in-console';
import { ReportRequest } from './report-request';

afterEach(() => vi.unstubAllGlobals());

const waiting: AdminPdfServiceRequest = {
  id: 7,
  service_type: 'jathagam',
  service_name: 'Jathagam Reading',
  status: 'pending',
  payment_status: 'paid',
  report_uploaded: false,
  report_url: null,
  delivered_at: null,
};
const uploaded: AdminPdfServiceRequest = {
  ...waiting,
  report_uploaded: true,
  report_url: '/api/admin/pdf-requests/7/report',
};
const delivered: AdminPdfServiceRequest = {
  ...uploaded,
  status: 'completed',
  delivered_at: '2030-03-12T05:10:00.000Z',
};

const inList = (request: AdminPdfServiceRequest, open = true) => (
  <ul>
    <ReportRequest request={request} open={open} language="english" />
  </ul>
);

describe('a written report in the console', () => {
  it('waits for an upload: nothing to open or give yet', async () => {
    await renderInConsole(inList(waiting));
    expect(screen.getByText(/Waiting for the report/)).toBeTruthy();
    expect(screen.getByLabelText('Upload PDF report')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open report' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Give to the customer' })).toBeNull();
  });

  it("keeps the customer's upload to open or replace, and gives it only when asked", async () => {
    const server = recordingFetch(() => ({
      body: { success: true, appointment: adminAppointment({ pdf_service_requests: [delivered] }) },
    }));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(inList(uploaded));
    expect(screen.getByText(/Uploaded, not yet given to the customer/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open report' })).toBeTruthy();
    expect(screen.getByLabelText('Replace PDF report')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Give to the customer' }));
    const dialog = screen.getByRole('dialog', {
      name: 'Give the Jathagam Reading report to the customer?',
    });
    expect(within(dialog).getByText(/can no longer be replaced/)).toBeTruthy();
    expect(server.calls).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Give to the customer' }));
    await waitFor(() =>
      expect(
        screen.getByText('The report was given to the customer, who has been told.'),
      ).toBeTruthy(),
    );
    expect(server.calls).toEqual([
      { method: 'POST', path: '/api/admin/pdf-requests/7/deliver', body: undefined },
    ]);
  });

  it('opens a delivered report in a new tab and offers no replacement, in Tamil too', async () => {
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.fn(() => tab);
    vi.stubGlobal('open', open);
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new Blob(['%PDF-1.4']), {
            status: 200,
            headers: { 'content-type': 'application/pdf' },
          }),
      ),
    );
    await renderInConsole(
      <ul>
        <ReportRequest request={delivered} open language="tamil" />
      </ul>,
      'tamil',
    );
    expect(screen.getByText(/அன்று வாடிக்கையாளருக்கு வழங்கப்பட்டது/)).toBeTruthy();
    expect(screen.queryByLabelText('PDF அறிக்கையை மாற்று')).toBeNull();
    expect(screen.queryByRole('button', { name: 'வாடிக்கையாளருக்கு வழங்கு' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'அறிக்கையைத் திற' }));
    await waitFor(() => expect(tab.location.href).toMatch(/^blob:/));
    expect(open).toHaveBeenCalledWith('', '_blank');
  });

  it('offers nothing for a report whose appointment was cancelled', async () => {
    await renderInConsole(inList(waiting, false));
    expect(screen.getByText(/Not needed: the appointment was cancelled/)).toBeTruthy();
    expect(screen.queryByLabelText('Upload PDF report')).toBeNull();
  });
});
