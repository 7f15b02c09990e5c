import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminAppointment } from '../../testing/admin-fixtures';
import { renderInConsole } from '../../testing/render-in-console';
import { actionsForRole, AppointmentActions } from './appointment-actions';

// What each office role is offered on one appointment (contracts office-access.ts; decision 0058).
const unpaidStarted = adminAppointment({ payment_status: 'pending', can_complete: true });
const buttons = () => screen.queryAllByRole('button').map((button) => button.textContent);

describe('the actions each role is offered', () => {
  it('offers the desk cash, the outcome and the cancellation', async () => {
    await renderInConsole(
      <AppointmentActions appointment={unpaidStarted} language="english" />,
      'english',
      { role: 'desk' },
    );
    expect(buttons()).toEqual([
      'Mark cash received',
      'Mark consultation completed',
      'Mark absent (no-show)',
      'Cancel appointment',
    ]);
  });

  it('offers an astrologer the outcome of their consultation only: no cash, no cancellation', async () => {
    await renderInConsole(
      <AppointmentActions appointment={unpaidStarted} language="english" />,
      'english',
      { role: 'astrologer' },
    );
    expect(buttons()).toEqual(['Mark consultation completed', 'Mark absent (no-show)']);
  });

  it('reads the role through the access table', () => {
    const none = actionsForRole(unpaidStarted, () => false);
    expect(none).toMatchObject({
      takeCash: false,
      showOutcome: false,
      undo: false,
      cancel: false,
      retryRefund: false,
    });
    expect(
      actionsForRole(
        unpaidStarted,
        (call) => call === 'POST /api/admin/appointments/:id/mark-paid',
      ),
    ).toMatchObject({ takeCash: true, showOutcome: false, cancel: false });
  });
});
