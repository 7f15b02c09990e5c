import { describe, expect, it } from 'vitest';
import { linkOutcome, linkWaitSeconds } from './email-link-policy';

const now = new Date('2027-01-10T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const link = {
  email: 'meena@example.com',
  expiresAt: new Date('2027-01-11T10:00:00Z'),
  usedAt: null,
};
const owner = { email: 'meena@example.com', erasedAt: null };

describe('opening a confirmation link', () => {
  it('confirms the address it was sent to while that is still the customer’s', () => {
    expect(linkOutcome(link, owner, now)).toBe('confirm');
  });

  it('is a wrong link once the customer has changed the address, expired or not', () => {
    const changed = { ...owner, email: 'other@example.com' };
    expect(linkOutcome(link, changed, now)).toBe('EMAIL_LINK_INVALID');
    expect(linkOutcome({ ...link, expiresAt: minutesAgo(1) }, changed, now)).toBe(
      'EMAIL_LINK_INVALID',
    );
  });

  it('says a used link is used, and an expired one expired', () => {
    expect(linkOutcome({ ...link, usedAt: minutesAgo(5) }, owner, now)).toBe('EMAIL_LINK_USED');
    expect(linkOutcome({ ...link, expiresAt: now }, owner, now)).toBe('EMAIL_LINK_EXPIRED');
  });

  it('is a wrong link with no such link or an erased customer', () => {
    expect(linkOutcome(undefined, owner, now)).toBe('EMAIL_LINK_INVALID');
    expect(linkOutcome(link, { ...owner, erasedAt: minutesAgo(1) }, now)).toBe(
      'EMAIL_LINK_INVALID',
    );
  });
});

describe('when another link may go', () => {
  it('lets a change of address send at once, and a resend a minute after the last link', () => {
    expect(linkWaitSeconds({ sentAt: [minutesAgo(0.5)], now, resend: false })).toBe(0);
    expect(linkWaitSeconds({ sentAt: [minutesAgo(0.5)], now, resend: true })).toBe(30);
    expect(linkWaitSeconds({ sentAt: [minutesAgo(2)], now, resend: true })).toBe(0);
  });

  it('holds a sixth link within an hour until the oldest of the five is an hour old', () => {
    const five = [50, 40, 30, 20, 10].map(minutesAgo);
    expect(linkWaitSeconds({ sentAt: five, now, resend: false })).toBe(10 * 60);
    expect(linkWaitSeconds({ sentAt: five.slice(1), now, resend: false })).toBe(0);
    expect(
      linkWaitSeconds({ sentAt: [...five.slice(1), minutesAgo(70)], now, resend: false }),
    ).toBe(0);
  });
});
