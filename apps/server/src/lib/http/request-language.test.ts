import type { FastifyRequest } from 'fastify';
import { expect, it } from 'vitest';
import { requestLanguage } from './request-language';

const request = (url: string, headers: Record<string, string> = {}, body?: unknown) =>
  ({ url, headers, body }) as unknown as FastifyRequest;

it('takes ?language first, then the body, then Accept-Language, English otherwise', () => {
  expect(requestLanguage(request('/api/x?language=tamil', { 'accept-language': 'en' }))).toBe(
    'tamil',
  );
  expect(requestLanguage(request('/api/x?language=english', { 'accept-language': 'ta' }))).toBe(
    'english',
  );
  expect(requestLanguage(request('/api/x', {}, { language: 'tamil' }))).toBe('tamil');
  expect(requestLanguage(request('/api/x', { 'accept-language': 'ta-IN,ta;q=0.9' }))).toBe('tamil');
  expect(requestLanguage(request('/api/x', { 'accept-language': 'en-IN' }))).toBe('english');
  expect(requestLanguage(request('/api/x'))).toBe('english');
});

it("answers in the screen's language when the body's language is the caller's, not the reply's", () => {
  const desk = (headers: Record<string, string>, body: unknown) =>
    ({
      url: '/api/admin/appointments',
      headers,
      body,
      routeOptions: { config: { bodyLanguage: 'not-the-reply' } },
    }) as unknown as FastifyRequest;
  expect(requestLanguage(desk({ 'accept-language': 'en' }, { language: 'tamil' }))).toBe('english');
  expect(requestLanguage(desk({ 'accept-language': 'ta' }, { language: 'english' }))).toBe('tamil');
});
