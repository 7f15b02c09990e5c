// npm run admin -- breach --from T --to T [--notify] (docs/breach-runbook.md, decision 0103):
// lists the customers whose data was in the database during a breach's window, by id, masked
// number, language and channels (no name, no full number: the terminal's scrollback is no place
// for them); with --notify, queues the breach notice to each, in their language by their
// channels, once per window however often it is run. T is an ISO date and time; without an
// offset, India time. Both are recorded in the activity log.
import { parseArgs } from 'node:util';
import { maskedPhoneNumber } from '../lib/phone';
import { consultationTimeText } from '../modules/messages/composing/consultation-time';
import { listBreach, notifyBreach } from '../modules/privacy/breach/breach-notices';
import { parseBreachMoment, type BreachWindow } from '../modules/privacy/breach/breach-window';
import { withPortalDatabase } from './privacy-database';

export const BREACH_USAGE = 'npm run admin -- breach --from T --to T [--notify]';
const HELP = `Usage: ${BREACH_USAGE}
Lists the customers whose personal data was in the database between --from and --to (registered
before the window ended, not erased before it began): id, masked number, language, channels.
With --notify, queues the breach notice to each (the office's words from the console, or the
built-in ones), in their language by their channels; running it again queues nothing twice.
T is an ISO date and time, India time unless it has an offset: 2026-11-30T14:00, 2026-11-30T08:30Z.`;

type Parsed = { help: true } | { window: BreachWindow; notify: boolean } | { problem: string };

function parse(argv: string[]): Parsed {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        from: { type: 'string' },
        to: { type: 'string' },
        notify: { type: 'boolean' },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (error) {
    return { problem: `${(error as Error).message}\nUsage: ${BREACH_USAGE}` };
  }
  if (values.help) return { help: true };
  if (values.from === undefined || values.to === undefined)
    return { problem: `Say when the breach began and ended.\nUsage: ${BREACH_USAGE}` };
  const from = parseBreachMoment(values.from);
  const to = parseBreachMoment(values.to);
  if (!from) return { problem: `Not an ISO date and time: --from ${values.from}` };
  if (!to) return { problem: `Not an ISO date and time: --to ${values.to}` };
  if (to <= from) return { problem: '--to must be after --from.' };
  return { window: { from, to }, notify: values.notify === true };
}

const shown = (moment: Date) =>
  `${consultationTimeText(moment.toISOString(), 'english', null)} (${moment.toISOString()})`;

export async function breachCommand(argv: string[]): Promise<number> {
  const command = parse(argv);
  if ('problem' in command) {
    console.error(command.problem);
    return 2;
  }
  if ('help' in command) {
    console.log(HELP);
    return 0;
  }
  const { window, notify } = command;
  return withPortalDatabase('list the breach', async ({ database, where }) => {
    const result = notify
      ? await notifyBreach(database.db, window)
      : { ...(await listBreach(database.db, window)), queued: 0, alreadyTold: 0 };
    const lines = [
      `Breach window in ${where}: ${shown(window.from)} to ${shown(window.to)}.`,
      `Customers whose data was in the database then: ${result.customers.length}` +
        (result.erasedSince > 0
          ? ` (and ${result.erasedSince} erased since, whose contacts are gone: nobody to tell).`
          : '.'),
    ];
    for (const customer of result.customers)
      lines.push(
        `  customer ${customer.id}  ${maskedPhoneNumber(customer.mobileNumber)}  ` +
          `${customer.language}  ${customer.channels.join(', ')}`,
      );
    lines.push(
      notify
        ? `Queued ${result.queued} messages (${result.alreadyTold} customers had been told ` +
            'of this window already). The server sends them within 08:00 to 21:00 India time; ' +
            'with the embedded database, once it is started again.'
        : 'Nothing was sent. --notify queues the breach notice to each of them.',
      'Recorded in the activity log.',
    );
    console.log(lines.join('\n'));
    return 0;
  });
}
