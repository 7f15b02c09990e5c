// autocannon ships no types; load.mjs describes the part of its result it reads.
declare module 'autocannon';
