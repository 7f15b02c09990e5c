import { randomBytes } from 'node:crypto';
import type { AppConfig } from './config';
import { DatabaseStartError } from './db/database';
import { createMemoryCounterStore, createRedisCounterStore, type CounterStore } from './lib/counter-store';
import { createConsoleSmsProvider } from './lib/sms/console-sms-provider';
import { createMsg91SmsProvider } from './lib/sms/msg91-sms-provider';
import type { SmsProvider } from './lib/sms/sms-provider';

/** What the app talks to besides its database; built from configuration, or by tests. */
export interface AppDependencies {
  counters: CounterStore;
  sms: SmsProvider;
  captcha: boolean;
  secret: string;
}

export async function createDependencies(
  config: Pick<AppConfig, 'redisUrl' | 'redisKeyPrefix' | 'authSecret' | 'sms' | 'captcha'>,
  log: { line: (text: string) => void; warn: (text: string) => void },
): Promise<AppDependencies> {
  let counters: CounterStore;
  if (config.redisUrl) {
    try {
      counters = await createRedisCounterStore(config.redisUrl, config.redisKeyPrefix);
    } catch (error) {
      throw new DatabaseStartError(`Cannot connect to Redis at REDIS_URL: ${(error as Error).message}`);
    }
  } else {
    counters = createMemoryCounterStore();
  }
  if (!config.authSecret) log.warn('AUTH_SECRET is not set: sign-in codes and captchas are valid in this process only.');
  const sms =
    config.sms.provider === 'msg91'
      ? createMsg91SmsProvider(config.sms)
      : createConsoleSmsProvider(log.line);
  return { counters, sms, captcha: config.captcha, secret: config.authSecret ?? randomBytes(32).toString('hex') };
}
