// Asks for a passphrase on the terminal, as `age -d` does: the question on standard error (the
// answer line is the command's standard output), nothing echoed while it is typed.

/** Typing stopped with Ctrl-C or Ctrl-D: said in one line, like any other failure. */
export class PromptStoppedError extends Error {
  override name = 'PromptStoppedError';
}

const ENTER = new Set(['\r', '\n']);
const STOP = new Set(['\u0003', '\u0004']);
const ERASE = new Set(['\u007f', '\b']);

/**
 * The passphrase typed after `question`, or null when standard input is no terminal (then there
 * is nobody to ask).
 */
export async function askPassphrase(question: string): Promise<string | null> {
  const input = process.stdin;
  if (!input.isTTY) return null;
  // Echo off before the question shows: an answer typed at once is not shown either.
  input.setRawMode(true);
  process.stderr.write(question);
  input.setEncoding('utf8');
  input.resume();
  let typed: string[] = [];
  try {
    return await new Promise<string>((done, fail) => {
      input.on('data', (text: string) => {
        for (const character of text) {
          if (ENTER.has(character)) return done(typed.join(''));
          if (STOP.has(character)) return fail(new PromptStoppedError('no passphrase was typed.'));
          if (ERASE.has(character)) typed = typed.slice(0, -1);
          else if (character >= ' ') typed.push(character);
        }
      });
    });
  } finally {
    process.stderr.write('\n');
    input.removeAllListeners('data');
    input.setRawMode(false);
    input.pause();
  }
}
