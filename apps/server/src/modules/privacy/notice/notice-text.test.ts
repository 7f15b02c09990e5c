import { expect, it } from 'vitest';
import { fillNotice, placeholderValues, type NoticeFacts } from './notice-text';

const facts: NoticeFacts = {
  grievance: { name: 'R. "Ravi" & Sons', email: '', phone: '+91 44 1234 5678' },
  retention: {
    files_months: 24,
    unpaid_files_days: 30,
    message_text_months: 12,
    inactive_years: 3,
    backup_keep_days: 7,
    tax_record_months: 72,
    log_months: 12,
  },
  fileStorage: 's3',
  videoHost: 'meet.jit.si',
};

it("fills each placeholder with the office's settings as text, in the notice's language", () => {
  const html =
    '<p>{{grievance_name}} · {{ grievance_email }} · {{files_months}} · {{file_storage}}</p>';
  expect(fillNotice(html, placeholderValues(facts, 'english'))).toBe(
    '<p>R. &#34;Ravi&#34; &#38; Sons · not given yet · 24 · with the cloud file storage service ' +
      'the office uses (Amazon S3 or one like it), in a private store that only the portal can open</p>',
  );
  expect(fillNotice('{{grievance_email}}', placeholderValues(facts, 'tamil'))).toBe(
    'இன்னும் தரப்படவில்லை',
  );
});

it('leaves a name it does not know as written, so the office sees its typo', () => {
  expect(fillNotice('{{files_month}} {{video_host}}', placeholderValues(facts, 'english'))).toBe(
    '{{files_month}} meet.jit.si',
  );
});
