export * from './constants';
export * from './common';
export * from './catalog';
export * from './content';
export * from './health';
export * from './auth';
