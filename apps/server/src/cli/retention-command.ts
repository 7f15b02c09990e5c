// npm run admin -- retention --dry-run | --apply: the retention job of the nightly run
// (modules/privacy/retention, decision 0103), now. --dry-run says what a run now would remove,
// by the rules the run applies, and removes nothing; --apply runs it (one process at a time,
// across hosts) and records it in the activity log. With the embedded database, stop the server
// first (the data folder is locked while it runs).
import { parseArgs } from 'node:util';
import type { RetentionPeriods } from '@portal/contracts';
import { createPortalRetentionJob } from '../modules/privacy/retention';
import { previewRetention } from '../modules/privacy/retention/retention-preview';
import { cutoffsOf } from '../modules/privacy/retention/retention-rules';
import { readPrivacySettings } from '../modules/privacy/settings/privacy-settings';
import { withPortalDatabase } from './privacy-database';

export const RETENTION_USAGE = 'npm run admin -- retention --dry-run | --apply';

const reasonWords = {
  after_consultation: 'after the consultation',
  cancelled: 'cancelled',
  unpaid: 'never paid',
} as const;

const day = (iso: string) => iso.slice(0, 10);

const periodsLine = (periods: RetentionPeriods) =>
  `uploads and reports ${periods.files_months} months after the consultation ` +
  `(${periods.unpaid_files_days} days for cancelled or unpaid bookings), message texts ` +
  `${periods.message_text_months} months, inactive customers ${periods.inactive_years} years`;

export async function retentionCommand(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'dry-run': { type: 'boolean' },
        apply: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: ${RETENTION_USAGE}`);
    return 2;
  }
  if (values.help) {
    console.log(
      `Usage: ${RETENTION_USAGE}\nApplies the office's retention periods now, as the nightly ` +
        'run does: --dry-run lists what it would remove and removes nothing; --apply removes it.',
    );
    return 0;
  }
  if (Boolean(values['dry-run']) === Boolean(values.apply)) {
    console.error(`Say --dry-run or --apply.\nUsage: ${RETENTION_USAGE}`);
    return 2;
  }
  return withPortalDatabase('run retention', async ({ database, blobs, where }) => {
    const now = new Date();
    const { periods } = await readPrivacySettings(database.db);
    console.log(`Retention in ${where}: ${periodsLine(periods)}.`);
    if (values['dry-run']) {
      const preview = await previewRetention(database.db, cutoffsOf(periods, now), now);
      const lines = [
        'A run now would remove:',
        `  uploads: ${preview.files}`,
        `  written reports: ${preview.reports}`,
        `  message texts: ${preview.message_texts}`,
        `  inactive customers, erased: ${preview.customers}`,
        `  details of year-old activity log entries: ${preview.activity_details}`,
      ];
      if (preview.appointments_listed.length > 0) lines.push('Appointments, oldest first:');
      for (const due of preview.appointments_listed)
        lines.push(
          `  ${due.appointment_number}  since ${day(due.since)}  ${reasonWords[due.reason]}  ` +
            `${due.files} uploads, ${due.reports} reports`,
        );
      if (preview.customers_listed.length > 0) lines.push('Customers, longest inactive first:');
      for (const due of preview.customers_listed)
        lines.push(`  customer ${due.id}  last active ${day(due.last_active_at)}`);
      lines.push('Nothing was removed (--dry-run); --apply removes it.');
      console.log(lines.join('\n'));
      return 0;
    }
    const job = createPortalRetentionJob({
      database,
      blobs,
      log: { line: () => undefined, warn: (text) => console.error(text) },
    });
    const outcome = await job.run('command_line', now);
    if (!outcome.ran) {
      console.error('Another server process is running retention now: nothing was done here.');
      return 1;
    }
    const { counts } = outcome;
    console.log(
      [
        'Removed:',
        `  uploads: ${counts.files}`,
        `  written reports: ${counts.reports}`,
        `  message texts: ${counts.message_texts}`,
        `  inactive customers, erased: ${counts.customers}`,
        `  read log entries over a year old: ${counts.reads}`,
        `  e-mail confirmation links a month past their expiry: ${counts.email_links}`,
        `  details of year-old activity log entries: ${counts.activity_details}`,
        `  old sign-in records (sessions, devices, codes, links): ${counts.sign_ins}`,
        'Recorded in the activity log.',
      ].join('\n'),
    );
    return outcome.failures > 0 ? 1 : 0;
  });
}
