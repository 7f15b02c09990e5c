import { afterEach, expect, it } from 'vitest';
import { firstAnswersElement, readFirstAnswers, type FirstAnswers } from './first-answers';

afterEach(() => document.body.replaceChildren());

it('carries answers through the page as they were, whatever text they hold', () => {
  const answers: FirstAnswers = [
    {
      key: ['testimonials', 'english'],
      data: [{ title: '</script><script>alert(1)</script>', note: 'line\u2028break & <b>' }],
    },
    { key: ['services', 'english'], data: [{ id: 1, price: '500.00' }] },
  ];
  document.body.innerHTML = firstAnswersElement(answers);
  expect(document.querySelectorAll('script')).toHaveLength(1);
  expect(readFirstAnswers()).toEqual(answers);
});

it('reads none from a page drawn without them, or with answers it cannot read', () => {
  expect(readFirstAnswers()).toEqual([]);
  document.body.innerHTML = '<script type="application/json" id="first-answers">{not json</script>';
  expect(readFirstAnswers()).toEqual([]);
});
