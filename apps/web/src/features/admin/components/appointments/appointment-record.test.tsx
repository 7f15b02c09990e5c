import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminAppointmentFile } from '@portal/contracts';
import { adminAppointment } from '../../testing/admin-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { AppointmentRecord } from './appointment-record';

const file = (overrides: Partial<AdminAppointmentFile>): AdminAppointmentFile => ({
  id: 1,
  file_name: 'jathagam.jpg',
  content_type: 'image/jpeg',
  size_bytes: 2048,
  url: '/api/admin/appointments/41/files/1',
  active_content: false,
  ...overrides,
});

describe("the customer's horoscope files, as the office sees them", () => {
  it('warns before a PDF with scripts or automatic actions is downloaded, and only then', async () => {
    const files = [
      file({}),
      file({
        id: 2,
        file_name: 'ஜாதகம்.pdf',
        content_type: 'application/pdf',
        active_content: true,
      }),
    ];
    await renderInConsole(
      <AppointmentRecord appointment={adminAppointment({ files })} language="english" />,
    );
    const warnings = screen.getAllByText(
      /Caution: this PDF contains scripts or automatic actions\./,
    );
    expect(warnings).toHaveLength(1);
    const flagged = screen.getByRole('button', { name: 'Download ஜாதகம்.pdf' });
    expect(flagged.getAttribute('aria-describedby')).toBe(warnings[0]!.closest('p')!.id);
    expect(
      screen
        .getByRole('button', { name: 'Download jathagam.jpg' })
        .getAttribute('aria-describedby'),
    ).toBeNull();
  });

  it('warns in Tamil on the Tamil screen', async () => {
    await renderInConsole(
      <AppointmentRecord
        appointment={adminAppointment({
          files: [
            file({ content_type: 'application/pdf', file_name: 'x.pdf', active_content: true }),
          ],
        })}
        language="tamil"
      />,
      'tamil',
    );
    expect(screen.getByText(/கவனம்: இந்த PDF-இல் ஸ்கிரிப்ட்கள்/)).toBeTruthy();
  });
});
