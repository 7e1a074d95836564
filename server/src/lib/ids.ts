/**
 * Every id of the product is a UUID. An id in a URL that is not one cannot name anything, so it
 * answers 404 before reaching the database (where it would be a type error, i.e. a 500).
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
