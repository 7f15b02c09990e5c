import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createMsg91SmsProvider } from './msg91-sms-provider';
import { SmsSendError, type SignInCodeMessage } from './sms-provider';

const message = (
  to: string,
  code: string,
  language: SignInCodeMessage['language'],
): SignInCodeMessage => ({ to, code, language, text: `${code}\n\n@portal.example #${code}` });

/** A local fake of MSG91's SendOTP API that records requests and answers as MSG91 does. */
const received: { method: string; url: URL; authkey: string | undefined }[] = [];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    received.push({
      method: request.method ?? '',
      url,
      authkey: request.headers.authkey as string | undefined,
    });
    response.setHeader('content-type', 'application/json');
    if (request.headers.authkey !== 'good-key') {
      response.statusCode = 401;
      response.end(JSON.stringify({ type: 'error', message: 'Authentication failure' }));
      return;
    }
    response.end(JSON.stringify({ type: 'success', request_id: '3467686d4f6a353130313337' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('posts the code to /api/v5/otp with the template and the authkey', async () => {
  const provider = createMsg91SmsProvider({ authKey: 'good-key', templateId: 'tmpl-1', baseUrl });
  await provider.sendCode(message('+919876543210', '042424', 'tamil'));
  const request = received.at(-1)!;
  expect(request.method).toBe('POST');
  expect(request.url.pathname).toBe('/api/v5/otp');
  expect(Object.fromEntries(request.url.searchParams)).toEqual({
    template_id: 'tmpl-1',
    mobile: '919876543210',
    otp: '042424',
    otp_expiry: '5',
    unicode: '1',
  });
  expect(request.authkey).toBe('good-key');
});

it('throws when MSG91 refuses or cannot be reached', async () => {
  const refused = createMsg91SmsProvider({ authKey: 'bad-key', templateId: 'tmpl-1', baseUrl });
  await expect(refused.sendCode(message('+919876543210', '111111', 'english'))).rejects.toThrow(
    SmsSendError,
  );
  const unreachable = createMsg91SmsProvider({
    authKey: 'good-key',
    templateId: 'tmpl-1',
    baseUrl: 'http://127.0.0.1:1',
  });
  await expect(unreachable.sendCode(message('+919876543210', '111111', 'english'))).rejects.toThrow(
    /could not be reached/,
  );
});
