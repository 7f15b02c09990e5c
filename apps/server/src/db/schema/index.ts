/*
 * The database's tables, one file per domain; drizzle-kit reads them all from here
 * (drizzle.config.ts), and the code imports them from 'db/schema'.
 */
export * from './catalog';
export * from './astrologers';
export * from './content';
export * from './users';
export * from './appointments';
export * from './payments';
export * from './schedule';
export * from './office-settings';
export * from './audit';
export * from './messages';
export * from './system';
export * from './customers';
export * from './tax';
export * from './figures';
export * from './privacy';
