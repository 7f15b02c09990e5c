import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { saveSession } from '../../../lib/session';
import { renderCustomerComponent } from '../../../test/customer-fixtures';
import { ConsultationModeChoice } from './consultation-mode-choice';

describe('the choice of how to consult', () => {
  it('explains each way: the office address, a call to the customer, a link before the start', async () => {
    saveSession('token', { name: 'Meena', mobile_number: '+919876543210' });
    const onChange = vi.fn();
    await renderCustomerComponent(
      <ConsultationModeChoice
        offered={['in_person', 'phone', 'video']}
        value=""
        error={undefined}
        officeAddress="12 North Car Street, Madurai"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: /How would you like to consult\?/ })).toBeTruthy();
    expect(
      screen.getByText('Meet the astrologer at our office: 12 North Car Street, Madurai'),
    ).toBeTruthy();
    expect(
      screen.getByText('The office will call you on +91 98765 43210 at your consultation time.'),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'A link to join will appear on your appointment 15 minutes before the start.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Video/ }));
    expect(onChange).toHaveBeenCalledWith('video');
  });

  it('in Tamil, says so when the chosen services share no way', async () => {
    await renderCustomerComponent(
      <ConsultationModeChoice
        offered={[]}
        value=""
        error={undefined}
        officeAddress=""
        onChange={() => undefined}
      />,
      'tamil',
    );
    expect(screen.getByRole('alert').textContent).toContain('பொதுவான ஆலோசனை முறை எதுவும் இல்லை');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
