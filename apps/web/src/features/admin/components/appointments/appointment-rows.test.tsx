import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRow } from '../../testing/admin-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { AppointmentRows } from './appointment-rows';

describe("the day's rows", () => {
  it('say how each consultation happens in words, and mark a refund owed', async () => {
    const rows = [
      adminRow(),
      adminRow({
        id: 42,
        appointment_number: 'APT-0042',
        consultation_mode: 'phone',
        status: 'cancelled',
        refund_pending: true,
      }),
    ];
    await renderInConsole(<AppointmentRows rows={rows} language="english" showDate={false} />);
    const [video, phone] = screen.getAllByRole('listitem');
    expect(within(video!).getByText('Video')).toBeTruthy();
    expect(within(video!).queryByText('Refund owed')).toBeNull();
    expect(within(phone!).getByText('Phone call')).toBeTruthy();
    expect(within(phone!).getByText('Refund owed')).toBeTruthy();
  });

  it('name an absent customer in Tamil', async () => {
    await renderInConsole(
      <AppointmentRows
        rows={[adminRow({ status: 'no_show', consultation_mode: 'in_person' })]}
        language="tamil"
        showDate={false}
      />,
      'tamil',
    );
    expect(screen.getByText('வரவில்லை')).toBeTruthy();
    expect(screen.getByText('அலுவலகத்தில்')).toBeTruthy();
  });
});
