import { describe, expect, it } from 'vitest';
import { composeBreachNotice } from './breach-notice-text';

const unnamed = {
  from: '2027-06-01T04:30:00.000Z',
  to: '2027-06-01T08:30:00.000Z',
  words: null,
  contact: { name: '', email: 'privacy@jothidam.example', phone: '+91 98400 11223' },
};

describe('the breach notice', () => {
  it('calls an officer the office has not named by the title in the reader’s language', () => {
    expect(composeBreachNotice(unnamed, 'tamil').text).toContain(
      'கேள்விகளுக்கு குறைதீர்ப்பு அலுவலர் அவர்களைத் தொடர்புகொள்ளுங்கள்: privacy@jothidam.example',
    );
    expect(composeBreachNotice(unnamed, 'english').text).toContain(
      'For questions, contact Grievance Officer: privacy@jothidam.example',
    );
  });

  it('names the officer the office named, in either language', () => {
    const named = { ...unnamed, contact: { ...unnamed.contact, name: 'R. Lakshmi' } };
    expect(composeBreachNotice(named, 'tamil').text).toContain('கேள்விகளுக்கு R. Lakshmi');
  });
});
