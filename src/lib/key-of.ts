/**
 * A guard for "one of this record's own keys": a code read from the address bar names a message
 * only if the record has it (never `toString` or `__proto__`).
 */
export const isKeyOf =
  <T extends object>(record: T) =>
  (value: unknown): value is keyof T & string =>
    typeof value === 'string' && Object.hasOwn(record, value)
