import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FigureValues, FiguresReply } from '@portal/contracts';
import { renderInConsole } from '../../testing/render-in-console';
import { FiguresView } from './figures-view';

const values = (over: Partial<FigureValues> = {}): FigureValues => ({
  bookings: 0,
  held: 0,
  no_shows: 0,
  cancellations: 0,
  online: '0.00',
  cash: '0.00',
  refunds: '0.00',
  gst: '0.00',
  net: '0.00',
  ...over,
});

const reply: FiguresReply = {
  success: true,
  from: '2030-01-01',
  to: '2030-02-28',
  group: 'month',
  periods: [
    {
      start: '2030-01-01',
      end: '2030-01-31',
      ...values({
        bookings: 4,
        held: 1,
        no_shows: 1,
        cancellations: 1,
        online: '2832.00',
        cash: '944.00',
        refunds: '590.00',
        gst: '576.00',
        net: '3186.00',
      }),
    },
    {
      start: '2030-02-01',
      end: '2030-02-28',
      ...values({
        bookings: 1,
        cancellations: 1,
        online: '618.00',
        refunds: '826.00',
        net: '-208.00',
      }),
    },
  ],
  totals: values({
    bookings: 5,
    held: 1,
    no_shows: 1,
    cancellations: 2,
    online: '3450.00',
    cash: '944.00',
    refunds: '1416.00',
    gst: '576.00',
    net: '2978.00',
  }),
  by_service: [
    {
      service: { id: 1, name_english: 'Jathagam', name_tamil: 'ஜாதகம்' },
      totals: values({ bookings: 3, online: '1180.00' }),
      periods: [values(), values()],
    },
  ],
  by_astrologer: [
    { astrologer: null, totals: values({ bookings: 3 }), periods: [values(), values()] },
  ],
};

describe('the Figures screen', () => {
  it('draws two charts as images with a title and a description, and the same figures as tables', async () => {
    await renderInConsole(<FiguresView figures={reply} language="english" />);
    const charts = await screen.findAllByRole('img');
    expect(
      charts.map((chart) =>
        chart
          .getAttribute('aria-labelledby')
          ?.split(' ')
          .map((id) => document.getElementById(id)?.textContent),
      ),
    ).toEqual([
      [
        'Bookings and consultations',
        expect.stringContaining(
          '5 bookings made, 1 consultations held, 1 no-shows, 2 cancellations',
        ),
      ],
      [
        'Money received and refunded',
        expect.stringContaining(
          '₹3,450.00 received online, ₹944.00 in cash, ₹1,416.00 refunded; net ₹2,978.00',
        ),
      ],
    ]);
    // A bar for each series in each period.
    expect(charts[0]!.querySelectorAll('rect')).toHaveLength(8);
    const periods = screen.getByRole('table', { name: 'Figures by period' });
    const total = within(periods).getByRole('row', { name: /^Total/ });
    expect(
      within(total)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['5', '1', '1', '2', '₹3,450.00', '₹944.00', '₹1,416.00', '₹576.00', '₹2,978.00']);
    expect(within(periods).getByRole('row', { name: /Feb 2030/ }).textContent).toContain(
      '-₹208.00',
    );
    expect(screen.getByRole('table', { name: 'By service' }).textContent).toContain('Jathagam');
    expect(screen.getByRole('table', { name: 'By astrologer' }).textContent).toContain(
      'No astrologer yet',
    );
  });

  it('speaks Tamil', async () => {
    await renderInConsole(<FiguresView figures={reply} language="tamil" />, 'tamil');
    expect(
      (await screen.findByRole('table', { name: 'காலம் வாரியான கணக்குகள்' })).textContent,
    ).toContain('ஜிஎஸ்டி');
    expect(screen.getByRole('table', { name: 'சேவை வாரியாக' }).textContent).toContain('ஜாதகம்');
  });
});
