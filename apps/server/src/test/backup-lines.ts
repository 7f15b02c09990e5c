// What npm run restore says, spelled out once for the tests that restore a backup (decision 0098).

/** After a backup in clear, where AUTH_SECRET is not set: the kept secret is to be put back apart. */
export const restoredInClear = (file: string, folder: string) =>
  `Restored ${file} into the data folder ${folder}; start the server to use it. The backup ` +
  'holds no kept secret (one in clear never does): if the folder it was made from kept one, ' +
  `put your copy of auth-secret in ${folder} before the start, or set AUTH_SECRET; otherwise ` +
  'the server makes a new one, and the sign-in codes and captchas under way and the ' +
  'unsubscribe links in e-mails already sent stop working.';
