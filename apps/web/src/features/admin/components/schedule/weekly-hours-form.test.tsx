import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OpeningHours } from '@portal/contracts';
import { useAstrologerHoursChange } from '../../api/astrologer-calls';
import { recordingFetch, renderInConsole } from '../../testing/render-in-console';
import { WeeklyHoursForm } from './weekly-hours-form';

afterEach(() => vi.unstubAllGlobals());

const schedule = {
  weekly_hours: [{ weekday: 1, opens: '09:00', closes: '18:00' }] as OpeningHours[],
};

/** The form as the schedule screen gives it: one astrologer's hours, saved on their own address. */
function Form({
  initial = schedule,
  astrologerId = 2,
}: {
  initial?: { weekly_hours: OpeningHours[] };
  astrologerId?: number;
}) {
  const save = useAstrologerHoursChange(astrologerId, 'english');
  return (
    <WeeklyHoursForm
      weeklyHours={initial.weekly_hours}
      save={(hours) => save.mutateAsync(hours)}
      saving={save.isPending}
    />
  );
}
const saved = (body: { weekly_hours: OpeningHours[] }) => ({
  body: { success: true, astrologer_id: 2, ...body },
});

describe('the weekly hours form', () => {
  it("saves the chosen astrologer's hours on their own address", async () => {
    const server = recordingFetch(() => saved(schedule));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tuesday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]).toMatchObject({
      method: 'PUT',
      path: '/api/admin/astrologers/2/schedule',
      body: {
        weekly_hours: [
          { weekday: 1, opens: '09:00', closes: '18:00' },
          { weekday: 2, opens: '09:00', closes: '18:00' },
        ],
      },
    });
    expect(await screen.findByText('Schedule saved.')).toBeTruthy();
  });

  it('shows a day with a break as two windows, and adds a break mid-day', async () => {
    const server = recordingFetch(() => saved(schedule));
    vi.stubGlobal('fetch', server.fetch);
    const withBreak = {
      ...schedule,
      weekly_hours: [
        { weekday: 2, opens: '14:00', closes: '18:00' },
        { weekday: 2, opens: '09:00', closes: '13:00' },
        ...schedule.weekly_hours,
      ],
    };
    await renderInConsole(<Form initial={withBreak} />);
    const tuesday = screen.getByRole('list', { name: 'Opening times on Tuesday' });
    expect(within(tuesday).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByLabelText('Tuesday, opening time 1: Opens')).toHaveProperty(
      'value',
      '09:00',
    );
    expect(screen.getByLabelText('Tuesday, opening time 2: Closes')).toHaveProperty(
      'value',
      '18:00',
    );
    // Monday has one window: no remove button; a break splits it around its middle.
    expect(screen.queryByRole('button', { name: /^Remove Monday/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a break on Monday' }));
    expect(screen.getByLabelText('Monday, opening time 1: Closes')).toHaveProperty(
      'value',
      '13:00',
    );
    expect(screen.getByLabelText('Monday, opening time 2: Opens')).toHaveProperty('value', '14:00');
    // One of Tuesday's windows removed.
    fireEvent.click(screen.getByRole('button', { name: 'Remove Tuesday, opening time 1' }));
    expect(screen.getByLabelText('Tuesday: Opens')).toHaveProperty('value', '14:00');
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    expect(server.calls[0]!.body).toMatchObject({
      weekly_hours: [
        { weekday: 1, opens: '09:00', closes: '13:00' },
        { weekday: 1, opens: '14:00', closes: '18:00' },
        { weekday: 2, opens: '14:00', closes: '18:00' },
      ],
    });
  });

  it('refuses overlapping windows at the later one, and allows four windows a day', async () => {
    const server = recordingFetch(() => saved(schedule));
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(<Form />);
    for (let count = 1; count < 4; count++)
      fireEvent.click(screen.getByRole('button', { name: 'Add a break on Monday' }));
    expect(
      within(screen.getByRole('list', { name: 'Opening times on Monday' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Add a break on Monday' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Monday, opening time 2: Opens'), {
      target: { value: '10:00' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save schedule' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "Monday, opening time 2: A day's opening times must not overlap or meet: leave a break between them.",
    );
    expect(
      screen.getByLabelText('Monday, opening time 2: Opens').getAttribute('aria-describedby'),
    ).toBe(alert.id);
    expect(
      screen.getByLabelText('Monday, opening time 1: Opens').getAttribute('aria-invalid'),
    ).toBeNull();
    expect(server.calls).toEqual([]);
  });

  it('speaks Tamil: the break button and the windows are named in Tamil', async () => {
    vi.stubGlobal('fetch', recordingFetch(() => saved(schedule)).fetch);
    await renderInConsole(<Form />, 'tamil');
    fireEvent.click(screen.getByRole('button', { name: 'திங்கள் அன்று இடைவேளையைச் சேர்' }));
    expect(screen.getByRole('button', { name: 'திங்கள், திறப்பு நேரம் 2 நீக்கு' }).textContent).toBe(
      'நீக்கு',
    );
    expect(screen.getByLabelText('திங்கள், திறப்பு நேரம் 2: திறக்கும் நேரம்')).toHaveProperty(
      'value',
      '14:00',
    );
  });
});
