import { sql } from 'drizzle-orm';
import type { Language } from '../../../../src/schema/enums';
import { addDays } from '../../../../src/schema/schedule/calendar';
import type { Recipient } from '../message-planner';
import { branchValues, formatMessageDate } from '../message-text';
import {
  byBranchId,
  dueRelation,
  dueTime,
  type DailyFamily,
  type DailyMessage,
} from './daily-family';
import { groupBy } from '../../../../src/schema/group-by';

type LineRow = {
  branchId: number;
  employeeId: number;
  orderId: number;
  time: string;
  service: string | null;
  clients: string;
  firstName: string;
  phone: string | null;
  email: string | null;
  userId: number | null;
  language: Language | null;
  chatId: string | null;
};

/**
 * Each team member's visits of tomorrow, sent at the rule's hour to those who have any: one line a booked service
 * ("10:00 Clara Client · Cut"), in the order of the day, with who is coming (a group class names its clients).
 * Breaks and cancelled visits (their lines hold no time) are left out. Keyed by tomorrow's date, so the schedule
 * of a day is sent once; a visit booked after it has gone reaches the team member as "new appointment" instead.
 */
export const tomorrowSchedule: DailyFamily = {
  name: 'tomorrow schedule',
  events: ['employee.tomorrowSchedule'],
  async plan(tx, branches, now) {
    const due = dueRelation(branches, {
      day: { type: 'date', of: (branch) => addDays(branch.today, 1) },
      time_zone: { type: 'text', of: (branch) => branch.timeZone },
    });
    const { rows } = await tx.execute<LineRow>(sql`
      select d.branch_id as "branchId", os.employee_id as "employeeId", o.id as "orderId",
             to_char(os.starts_at at time zone d.time_zone, 'HH24:MI') as time, s.name as service,
             coalesce(
               (select concat_ws(' ', c.first_name, nullif(c.last_name, '')) from clients c where c.organization_id = o.organization_id and c.id = o.client_id),
               (select string_agg(concat_ws(' ', c.first_name, nullif(c.last_name, '')), ', ' order by c.first_name, c.id)
                from order_clients oc join clients c on c.organization_id = oc.organization_id and c.id = oc.client_id
                where oc.organization_id = o.organization_id and oc.order_id = o.id),
               '') as clients,
             e.first_name as "firstName", e.phone, e.email, e.user_id as "userId", u.iso_language as language, chat.chat_id as "chatId"
      from ${due}
      join orders o on o.organization_id = d.organization_id and o.branch_id = d.branch_id and o.local_date = d.day and o.held_until is null
      join order_services os on os.organization_id = o.organization_id and os.order_id = o.id
      join employees e on e.organization_id = os.organization_id and e.id = os.employee_id
      left join services s on s.organization_id = os.organization_id and s.id = os.service_id
      left join users u on u.id = e.user_id
      left join employee_telegram_chats chat on chat.organization_id = e.organization_id and chat.employee_id = e.id
      where o.mode <> 'order.break' and os.holds_time and e.deleted_at is null
      order by d.branch_id, os.employee_id, os.starts_at, os.position`);

    const branchOf = byBranchId(branches);
    const messages: DailyMessage[] = [];
    for (const lines of groupBy(rows, (row) => `${row.branchId}|${row.employeeId}`).values()) {
      const first = lines[0]!;
      const branch = branchOf.get(Number(first.branchId))!;
      const tomorrow = addDays(branch.today, 1);
      const recipient: Recipient = {
        type: 'employee',
        id: Number(first.employeeId),
        employeeId: Number(first.employeeId),
        userId: first.userId === null ? null : Number(first.userId),
        language: first.language ?? branch.clientLanguage,
        phone: first.phone,
        email: first.email,
        telegramChatId: first.chatId,
      };
      const services = [
        ...new Set(lines.map((line) => line.service).filter((name): name is string => Boolean(name))),
      ];
      messages.push({
        branch,
        message: {
          event: 'employee.tomorrowSchedule',
          rule: branch.due['employee.tomorrowSchedule']!,
          recipient,
          cause: `d${tomorrow}`,
          due: dueTime(branch, 'employee.tomorrowSchedule', now),
          values: {
            ...branchValues(branch),
            employee: first.firstName,
            date: formatMessageDate(tomorrow, recipient.language),
            services: services.join(', '),
            schedule: lines
              .map((line) =>
                [line.time, line.clients, line.service ? `· ${line.service}` : ''].filter(Boolean).join(' '),
              )
              .join('\n'),
            visitCount: String(new Set(lines.map((line) => line.orderId)).size),
          },
        },
      });
    }
    return messages;
  },
};
