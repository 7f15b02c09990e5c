import { expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize-html';

it('keeps structure, text and safe links', () => {
  const html =
    '<h2>Hours</h2><p>Mon-Sat <strong>9-6</strong></p><ul><li><a href="tel:+919876543210">Call</a></li></ul>';
  expect(sanitizeContentHtml(html)).toBe(html);
});

it('drops scripts, styles, handlers, frames and unsafe schemes', () => {
  const dirty =
    '<p style="color:red" onmouseover="x()">a</p><script>x()</script><style>p{}</style>' +
    '<iframe src="https://evil.example"></iframe><a href="javascript:x()">b</a><a href="//evil.example">c</a>';
  expect(sanitizeContentHtml(dirty)).toBe('<p>a</p><a>b</a><a>c</a>');
});

it('makes links that open a new tab safe', () => {
  expect(sanitizeContentHtml('<a href="https://wa.me/1" target="_blank">w</a>')).toBe(
    '<a href="https://wa.me/1" target="_blank" rel="noopener noreferrer">w</a>',
  );
});
