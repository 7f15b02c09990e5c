/**
 * NUL and the other C0 control characters (but tab, line feed and carriage return), DEL and the
 * C1 controls: no person types them, PostgreSQL refuses NUL in text, and they hide what a
 * field says when the office reads it.
 */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
