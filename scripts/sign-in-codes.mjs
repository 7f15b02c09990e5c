// The sign-in codes the console SMS provider wrote to a server's output (JSON lines of its log,
// decision 0052), for what signs in through a real server: the browser suite, the screenshot
// scripts, the benches. A line names the number by its last four digits only, so two numbers
// signing in at once must not share them (the browser suite's fresh numbers see to it).

/**
 * The codes sent to a mobile number, oldest first.
 * @param {string} output the server's standard output
 * @param {string} mobileNumber in any form: +919876543210, 9876543210
 * @returns {string[]}
 */
export function signInCodesIn(output, mobileNumber) {
  const recipient = `…${mobileNumber.replace(/\D/g, '').slice(-4)}`;
  const codes = [];
  for (const line of output.split('\n')) {
    if (!line.includes('"sign_in_code"')) continue;
    try {
      const entry = JSON.parse(line);
      if (entry.kind === 'sign_in_code' && entry.recipient === recipient)
        codes.push(String(entry.code));
    } catch {
      // A line still being written.
    }
  }
  return codes;
}
