import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAppointment } from '../../testing/admin-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { ConsultationFacts } from './consultation-facts';

describe('how and when the consultation takes place', () => {
  it('gives the mode in words, the start and end in India time, the length and the reschedules', async () => {
    await renderInConsole(
      <ConsultationFacts
        appointment={adminAppointment({ reschedule_count: 1 })}
        language="english"
      />,
    );
    expect(screen.getByText('At the office')).toBeTruthy();
    expect(screen.getByText(/12 Mar 2030, 10:00 am – 10:30 am \(India time\)/)).toBeTruthy();
    expect(screen.getByText('30 minutes')).toBeTruthy();
    expect(screen.getByText('Once')).toBeTruthy();
    expect(screen.queryByText('Video link')).toBeNull();
  });

  it("opens a video consultation's link in a new tab, and says when a link will appear", async () => {
    const url = 'https://meet.jit.si/jothidam-4f9c2a';
    await renderInConsole(
      <ConsultationFacts
        appointment={adminAppointment({ consultation_mode: 'video', meeting_url: url })}
        language="english"
      />,
    );
    const link = screen.getByRole('link', {
      name: 'Open the video consultation (opens in a new tab)',
    });
    expect(link.getAttribute('href')).toBe(url);
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says when the link appears, and nothing of it once cancelled', async () => {
    const waiting = adminAppointment({
      id: 1,
      consultation_mode: 'video',
      meeting_opens_at: '2030-03-12T04:15:00.000Z',
    });
    const { unmount } = await renderInConsole(
      <ConsultationFacts appointment={waiting} language="tamil" />,
      'tamil',
    );
    expect(screen.getByText('வீடியோ')).toBeTruthy();
    expect(screen.getByText(/இணைப்பு .* முதல் தெரியும்\./)).toBeTruthy();
    unmount();
    await renderInConsole(
      <ConsultationFacts
        appointment={{ ...waiting, status: 'cancelled', meeting_opens_at: null }}
        language="english"
      />,
    );
    expect(screen.queryByText('Video link')).toBeNull();
  });
});
