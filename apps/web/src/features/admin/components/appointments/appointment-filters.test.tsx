import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../testing/render-in-console';
import { AppointmentFilters, type AppointmentFilterValues } from './appointment-filters';

const values: AppointmentFilterValues = {
  date: '2030-03-01',
  status: 'scheduled',
  payment: '',
  q: '',
};

describe("the day view's filters", () => {
  it('step to the day before and the day after, across a month, keeping the other filters', async () => {
    const onChange = vi.fn();
    await renderInConsole(
      <AppointmentFilters values={values} today="2030-02-20" onChange={onChange} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...values, date: '2030-02-28' });
    fireEvent.click(screen.getByRole('button', { name: 'Next day' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...values, date: '2030-03-02' });
    // The date field keeps its own name: "Day".
    expect(screen.getByLabelText<HTMLInputElement>('Day', { exact: true }).value).toBe(
      '2030-03-01',
    );
  });

  it('have no day before or after when every day is shown; Tamil names them', async () => {
    await renderInConsole(
      <AppointmentFilters
        values={{ ...values, date: '' }}
        today="2030-02-20"
        onChange={() => {}}
      />,
      'tamil',
    );
    expect(screen.getByRole('button', { name: 'முந்தைய நாள்' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'அடுத்த நாள்' })).toHaveProperty('disabled', true);
  });
});
