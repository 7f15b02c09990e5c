import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Appointment, Language } from '@portal/contracts';
import {
  customerAppointment,
  office,
  recordingFetch,
  renderCustomerComponent,
} from '../../../test/customer-fixtures';
import { AppointmentsList } from './appointments-list';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** My Appointments with one appointment; the Jathagam PDF answered as a small file, each asked path kept. */
function serve(appointment: Appointment) {
  const asked: string[] = [];
  const list = recordingFetch({
    '/api/appointments': () => ({ body: { success: true, appointments: [appointment] } }),
  });
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input.toString();
    if (!url.includes('/jathagam.pdf')) return list.fetch(input, init);
    asked.push(url);
    return new Response('%PDF-1.7 test', {
      status: 200,
      headers: { 'content-type': 'application/pdf' },
    });
  });
  const saved: string[] = [];
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:test/jathagam');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return { asked, saved };
}

describe('the customer’s Jathagam on My Appointments', () => {
  it.each<[Language, string, string]>([
    ['english', 'Download my Jathagam (PDF)', 'Your Jathagam is downloaded'],
    ['tamil', 'என் ஜாதகத்தைப் பதிவிறக்கு (PDF)', 'உங்கள் ஜாதகம் பதிவிறக்கப்பட்டது'],
  ])('downloads the released Jathagam in %s', async (language, button, done) => {
    const { asked, saved } = serve(
      customerAppointment({ jathagam_released_at: '2026-11-20T06:00:00.000Z' }),
    );
    await renderCustomerComponent(
      <AppointmentsList language={language} office={office} />,
      language,
    );
    fireEvent.click(await screen.findByRole('button', { name: button }));
    await waitFor(() => expect(saved).toEqual(['jathagam_AST-2026-0041.pdf']));
    expect(asked).toEqual([`/api/appointments/41/jathagam.pdf?language=${language}`]);
    expect(await screen.findByText(done)).toBeTruthy();
  });

  it('offers nothing before the office releases it', async () => {
    serve(customerAppointment({ jathagam_released_at: null }));
    await renderCustomerComponent(<AppointmentsList language="english" office={office} />);
    await waitFor(() => expect(document.querySelector('.appointment-card')).not.toBeNull());
    expect(screen.queryByRole('button', { name: 'Download my Jathagam (PDF)' })).toBeNull();
  });
});
