import { sql, type SQL } from 'drizzle-orm';
import { branchPhoneCountry, defaultPhoneCountry, dialCodeOf, dialCodeOfCountry, toE164, type PhoneCountry } from '../../src/schema/phone';
import type { Db } from './client';

/**
 * A data step run after the SQL migrations (migrate.ts): phone numbers stored before they were kept in E.164
 * (digits, with the country's code in `dial_code`) become E.164, and `dial_code` follows the number
 * (src/schema/phone.ts). Idempotent: only rows whose phone is not E.164 yet are read, in batches by id, per table.
 * A number that cannot be read as a valid phone number (with its dial code, the branch's country, or as digits
 * after a lost "+") is left as it was and read again on the next start; the screens show it as stored.
 * Versions, timestamps and the audit trail are left alone: nobody changed the record.
 */

const batchSize = 500;
const e164Pattern = '^\\+[1-9][0-9]{6,14}$';

type StoredPhone = { id: string | number; phone: string; dial_code: string | null; time_zone: string | null };

/** Per table: its rows still to convert after `afterId`, each with the time zone its numbers default to. */
const tables: { name: string; pending: (afterId: number) => SQL }[] = [
  {
    name: 'clients',
    pending: (afterId) => sql`
      select t.id, t.phone, t.dial_code, b.time_zone from clients t
      left join branches b on b.organization_id = t.organization_id and b.id = t.branch_id
      where t.phone !~ ${e164Pattern} and t.id > ${afterId} order by t.id limit ${batchSize}`,
  },
  {
    name: 'employees',
    pending: (afterId) => sql`
      select t.id, t.phone, t.dial_code, b.time_zone from employees t
      left join branches b on b.organization_id = t.organization_id and b.id = t.branch_id
      where t.phone !~ ${e164Pattern} and t.id > ${afterId} order by t.id limit ${batchSize}`,
  },
  {
    // A chain-wide record: the chain's first branch, as server/crud reads new numbers.
    name: 'vacancy_replies',
    pending: (afterId) => sql`
      select t.id, t.phone, t.dial_code,
        (select b.time_zone from branches b where b.organization_id = t.organization_id and b.deleted_at is null order by b.id limit 1) as time_zone
      from vacancy_replies t
      where t.phone !~ ${e164Pattern} and t.id > ${afterId} order by t.id limit ${batchSize}`,
  },
  {
    // An account belongs to no branch: its dial code, else RS.
    name: 'users',
    pending: (afterId) => sql`
      select t.id, t.phone, t.dial_code, null as time_zone from users t
      where t.phone !~ ${e164Pattern} and t.id > ${afterId} order by t.id limit ${batchSize}`,
  },
];

/**
 * One stored number in E.164, or undefined when it reads as no valid number. Without a dial code, digits that start
 * with the country's calling code are an international number whose "+" an earlier CSV import dropped (381641234567);
 * else the digits are national, and international only when they read as no national number.
 */
export function storedPhoneToE164(phone: string, dialCode: string | null, country: PhoneCountry): string | undefined {
  const international = `+${phone.replace(/\D/g, '')}`;
  const lostPlus = !dialCode && international.startsWith(dialCodeOfCountry(country)) ? toE164(international, country) : undefined;
  return lostPlus ?? toE164(phone, country, dialCode) ?? toE164(international, country);
}

export type PhoneStepResult = Record<string, { converted: number; unreadable: number }>;

export async function convertStoredPhoneNumbers(db: Db): Promise<PhoneStepResult> {
  const result: PhoneStepResult = {};
  for (const table of tables) {
    const counts = { converted: 0, unreadable: 0 };
    let afterId = 0;
    for (;;) {
      const { rows } = await db.execute<StoredPhone>(table.pending(afterId));
      if (rows.length === 0) break;
      afterId = Number(rows[rows.length - 1]!.id);
      const converted = rows.flatMap((row) => {
        const country = row.time_zone ? branchPhoneCountry({ timeZone: row.time_zone }) : defaultPhoneCountry;
        const e164 = storedPhoneToE164(row.phone, row.dial_code, country);
        return e164 ? [sql`(${Number(row.id)}::bigint, ${e164}, ${dialCodeOf(e164)})`] : [];
      });
      counts.converted += converted.length;
      counts.unreadable += rows.length - converted.length;
      if (converted.length > 0) {
        await db.execute(sql`
          update ${sql.identifier(table.name)} t set phone = v.phone, dial_code = v.dial_code
          from (values ${sql.join(converted, sql`, `)}) as v(id, phone, dial_code)
          where t.id = v.id`);
      }
    }
    result[table.name] = counts;
  }
  return result;
}
