import { expect, it } from 'vitest';
import { readInboundSms } from './msg91-inbound';
import { isStopWord, senderNumber } from './opt-out.service';
import { readWhatsappEvents } from './whatsapp-webhook';

it('knows STOP, UNSUBSCRIBE and நிறுத்து in any case, trimmed, and nothing longer', () => {
  for (const text of [
    'STOP',
    ' stop\n',
    'Stop.',
    'UNSUBSCRIBE',
    'unsubscribe!',
    'நிறுத்து',
    ' நிறுத்து ',
  ])
    expect(isStopWord(text), text).toBe(true);
  for (const text of ['', 'stopp', 'please stop', 'STOP ALL', 'நிறுத்துங்கள் இல்லை'])
    expect(isStopWord(text), text).toBe(false);
});

it("reads senders' numbers as providers write them", () => {
  expect(senderNumber('919876543210')).toBe('+919876543210');
  expect(senderNumber('+91 98765 43210')).toBe('+919876543210');
  expect(senderNumber('9876543210')).toBe('+919876543210');
  expect(senderNumber('447911123456')).toBe('+447911123456');
  expect(senderNumber('12345')).toBeNull();
  expect(senderNumber('')).toBeNull();
});

it("reads MSG91's inbound texts flat, in arrays, or wrapped as JSON in data", () => {
  expect(readInboundSms({ sender: '919876543210', message: 'STOP' })).toEqual([
    { from: '919876543210', text: 'STOP' },
  ]);
  expect(readInboundSms([{ mobile: 9876543210, text: 'stop' }, { nothing: 'here' }])).toEqual([
    { from: '9876543210', text: 'stop' },
  ]);
  expect(
    readInboundSms({
      data: JSON.stringify([{ number: '919876543210', keyword: 'JOTHI', message: 'jothi STOP' }]),
    }),
  ).toEqual([{ from: '919876543210', text: ' STOP' }]);
  expect(readInboundSms('junk')).toEqual([]);
  expect(readInboundSms(null)).toEqual([]);
  // JSON text in data nested 100,000 deep (a form field, so no JSON parser saw it) is not parsed,
  // nor walked to a stack overflow.
  expect(readInboundSms({ data: `${'['.repeat(100_000)}${']'.repeat(100_000)}` })).toEqual([]);
});

it('reads texts and quick-reply buttons from a WhatsApp webhook, skipping the unknown', () => {
  const payload = {
    entry: [
      {
        changes: [
          {
            value: {
              messages: [
                { from: '919876543210', type: 'text', text: { body: 'STOP' } },
                {
                  from: '919876543211',
                  type: 'button',
                  button: { text: 'Stop promotions', payload: 'STOP' },
                },
                { from: '919876543212', type: 'image', image: { id: '1' } },
              ],
              statuses: [
                { id: 'wamid.1', status: 'delivered' },
                {
                  id: 'wamid.2',
                  status: 'failed',
                  errors: [{ code: 131026, title: 'Message undeliverable' }],
                },
              ],
            },
          },
        ],
      },
    ],
  };
  expect(readWhatsappEvents(payload)).toEqual({
    replies: [
      { from: '919876543210', text: 'STOP' },
      { from: '919876543211', text: 'Stop promotions' },
    ],
    statuses: [
      { id: 'wamid.1', status: 'delivered', errors: [] },
      { id: 'wamid.2', status: 'failed', errors: ['131026 Message undeliverable'] },
    ],
  });
  expect(readWhatsappEvents({ entry: 'nonsense' })).toEqual({ replies: [], statuses: [] });
  expect(readWhatsappEvents(null)).toEqual({ replies: [], statuses: [] });
});
