import { eq, sql, type AnyColumn } from 'drizzle-orm';

/** Emails match whatever their case (the unique indexes are on lower(email) too). */
export const emailIs = (column: AnyColumn, email: string) =>
  eq(sql`lower(${column})`, email.toLowerCase());
