import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia, type AdminSlotsReply } from '@portal/contracts';
import { adminAppointment } from '../../testing/admin-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { chosenStartMinute, SlotEditor, startingDay } from './slot-editor';

afterEach(() => vi.unstubAllGlobals());

describe('the start minute the office sends', () => {
  it('is the chosen slot, or another time of the day as minutes after midnight', () => {
    expect(chosenStartMinute('600', '')).toBe(600);
    expect(chosenStartMinute('', '07:05')).toBe(425);
    expect(chosenStartMinute('', '23:59')).toBe(1439);
  });

  it('is nothing until a slot or a whole time is given', () => {
    expect(chosenStartMinute('', '')).toBeNull();
    expect(chosenStartMinute('', '7:5')).toBeNull();
  });
});

describe('the day the slot editor opens on', () => {
  it("is the appointment's own day in India while it is ahead, else today", () => {
    expect(startingDay({ scheduled_datetime: '2030-03-12T04:30:00.000Z' }, '2030-03-01')).toBe(
      '2030-03-12',
    );
    // 20:00 UTC is 01:30 the next morning in India.
    expect(startingDay({ scheduled_datetime: '2030-03-12T20:00:00.000Z' }, '2030-03-01')).toBe(
      '2030-03-13',
    );
    expect(startingDay({ scheduled_datetime: '2030-03-12T04:30:00.000Z' }, '2030-03-20')).toBe(
      '2030-03-20',
    );
    expect(startingDay({ scheduled_datetime: null }, '2030-03-01')).toBe('2030-03-01');
  });
});

/** The office's day as the server says it: 10:00 and 10:30 free on an open day, none on a closed one. */
function officeDays(closed: Record<string, string | null>) {
  const asked: string[] = [];
  const fetch = async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : input, 'http://portal.test');
    const date = url.searchParams.get('date') ?? '';
    asked.push(date);
    const isClosed = date in closed;
    const reply: AdminSlotsReply = {
      success: true,
      date,
      slots: isClosed
        ? []
        : [
            { id: 600, start_time: '10:00', end_time: '10:30', status: 'available' },
            { id: 630, start_time: '10:30', end_time: '11:00', status: 'available' },
          ],
      closed: isClosed,
      next_open_day: isClosed ? closed[date]! : null,
    };
    return new Response(JSON.stringify(reply), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { asked, fetch };
}

describe('giving a slot', () => {
  it("opens on the appointment's own future day and lists that day's free slots", async () => {
    const server = officeDays({});
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <SlotEditor
        appointment={adminAppointment({ scheduled_datetime: '2030-03-12T04:30:00.000Z' })}
        language="english"
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Day', { exact: true }).value).toBe(
      '2030-03-12',
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(server.asked).toEqual(['2030-03-12']);
  });

  it('opens on today for an appointment with no day yet', async () => {
    vi.stubGlobal('fetch', officeDays({}).fetch);
    await renderInConsole(
      <SlotEditor
        appointment={adminAppointment({ scheduled_datetime: null, status: 'paid' })}
        language="english"
      />,
    );
    expect(screen.getByLabelText<HTMLInputElement>('Day', { exact: true }).value).toBe(
      todayInIndia(),
    );
    expect(screen.getByRole('button', { name: 'Give a slot' })).toBeTruthy();
  });

  it('says a closed day is closed and moves to the next open day on a click', async () => {
    const server = officeDays({ '2030-03-17': '2030-03-18' });
    vi.stubGlobal('fetch', server.fetch);
    await renderInConsole(
      <SlotEditor
        appointment={adminAppointment({ scheduled_datetime: '2030-03-17T04:30:00.000Z' })}
        language="english"
      />,
    );
    expect(await screen.findByText('The office is closed on Sunday, 17 March 2030.')).toBeTruthy();
    expect(screen.queryByText('No free slots on this day.')).toBeNull();
    fireEvent.click(
      screen.getByRole('button', { name: 'Go to the next open day: Monday, 18 March 2030' }),
    );
    expect(screen.getByLabelText<HTMLInputElement>('Day', { exact: true }).value).toBe(
      '2030-03-18',
    );
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    expect(screen.queryByText(/The office is closed/)).toBeNull();
    expect(server.asked).toEqual(['2030-03-17', '2030-03-18']);
  });

  it('says so in Tamil, and says when no day opens in the coming year', async () => {
    vi.stubGlobal('fetch', officeDays({ '2030-03-17': null }).fetch);
    await renderInConsole(
      <SlotEditor
        appointment={adminAppointment({ scheduled_datetime: '2030-03-17T04:30:00.000Z' })}
        language="tamil"
      />,
      'tamil',
    );
    expect(await screen.findByText(/^ஞாயிறு, 17 மார்ச், 2030 அன்று அலுவலகம் விடுமுறை\.$/)).toBeTruthy();
    expect(
      screen.getByText('வரும் ஓராண்டில் வேலை நாள் இல்லை: வார நேரங்களையும் விடுமுறை நாட்களையும் பாருங்கள்.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /அடுத்த வேலை நாளுக்கு/ })).toBeNull();
  });
});
