import { expect } from 'vitest';
import { MessageSendError } from '../channel-provider';

/** For tests: the sending fails with a MessageSendError, permanent or not, saying what `says` matches. */
export async function expectSendFailure(
  sending: Promise<unknown>,
  permanent: boolean,
  says: RegExp,
): Promise<void> {
  const error = await sending.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(MessageSendError);
  const { message, permanent: isPermanent } = error as MessageSendError;
  expect(message).toMatch(says);
  expect(isPermanent, message).toBe(permanent);
}
