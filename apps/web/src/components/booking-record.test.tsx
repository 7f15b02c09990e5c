import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { customerAppointment, renderCustomerComponent } from '../test/customer-fixtures';
import { PersonDetailRows } from './booking-record';

const rowValue = (label: string) =>
  screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe("the person's star, rasi and lagna on a booking", () => {
  it('name the star with its pada, the rasi and the lagna, in English and in Tamil', async () => {
    const appointment = customerAppointment({
      astrology: { nakshatra: 19, pada: 2, rasi: 9, lagna: 6, nakshatra_range: [19] },
    });
    const english = await renderCustomerComponent(
      <dl>
        <PersonDetailRows appointment={appointment} language="english" />
      </dl>,
    );
    expect(rowValue('Star (natchathiram)')).toBe('Moolam, pada 2');
    expect(rowValue('Rasi')).toBe('Dhanusu');
    expect(rowValue('Lagna')).toBe('Kanni');
    english.unmount();
    await renderCustomerComponent(
      <dl>
        <PersonDetailRows appointment={appointment} language="tamil" />
      </dl>,
      'tamil',
    );
    expect(rowValue('நட்சத்திரம்')).toBe('மூலம், 2ஆம் பாதம்');
    expect(rowValue('ராசி')).toBe('தனுசு');
    expect(rowValue('லக்னம்')).toBe('கன்னி');
  });

  it("give a period birth's possible stars and say the lagna needs the exact time", async () => {
    const period = customerAppointment({
      birth_time_type: 'period',
      birth_time: 'morning',
      astrology: { nakshatra: 19, pada: null, rasi: 9, lagna: null, nakshatra_range: [19, 20] },
    });
    const view = await renderCustomerComponent(
      <dl>
        <PersonDetailRows appointment={period} language="english" />
      </dl>,
    );
    expect(rowValue('Star (natchathiram)')).toBe('Moolam or Pooradam');
    expect(rowValue('Lagna')).toBe('Needs the exact birth time');
    view.unmount();
    await renderCustomerComponent(
      <dl>
        <PersonDetailRows
          appointment={customerAppointment({ astrology: null })}
          language="english"
        />
      </dl>,
    );
    expect(screen.queryByText('Rasi', { selector: 'dt' })).toBeNull();
  });
});
