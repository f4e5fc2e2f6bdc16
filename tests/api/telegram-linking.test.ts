import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  clients,
  employees,
  employeeTelegramChats,
  organizations,
  telegramLinkCodes,
} from '../../server/db/tables';
import {
  createLinkCode,
  handleTelegramUpdate,
  telegramReplies,
  type TelegramUpdate,
} from '../../server/modules/outbox/telegram-linking';
import { createTestApp, type TestApp } from '../helpers/test-app';

let updateId = 0;
const start = (chatId: number, text: string, type = 'private'): TelegramUpdate => ({
  update_id: ++updateId,
  message: {
    message_id: updateId,
    date: Math.floor(Date.now() / 1000),
    chat: { id: chatId, type },
    from: { id: chatId, is_bot: false, first_name: 'Ana' },
    text,
  },
});

describe('Telegram linking by deep link', () => {
  let t: TestApp;
  let organizationId: number;
  let otherOrganizationId: number;
  let clientId: number;
  let employeeId: number;

  beforeAll(async () => {
    t = await createTestApp();
    const [organization, other] = await t.app.db
      .insert(organizations)
      .values([{ name: 'Linking' }, { name: 'Other' }])
      .returning({ id: organizations.id });
    organizationId = organization!.id;
    otherOrganizationId = other!.id;
    const [branch] = await t.app.db
      .insert(branches)
      .values({
        organizationId,
        name: 'Centar',
        isoCurrency: 'EUR',
        timeZone: 'Europe/Belgrade',
        workingHours: { start: '09:00', end: '21:00' },
      })
      .returning({ id: branches.id });
    const [client] = await t.app.db
      .insert(clients)
      .values({ organizationId, branchId: branch!.id, firstName: 'Ana' })
      .returning({ id: clients.id });
    clientId = client!.id;
    const [employee] = await t.app.db
      .insert(employees)
      .values({ organizationId, branchId: branch!.id, firstName: 'Milan' })
      .returning({ id: employees.id });
    employeeId = employee!.id;
  });
  afterAll(() => t.close());

  const clientRow = async () =>
    (
      await t.app.db
        .select({ tgChatId: clients.tgChatId, version: clients.version })
        .from(clients)
        .where(eq(clients.id, clientId))
    )[0]!;

  it('keeps only the SHA-256 of a 128-bit base64url code, which expires after the given minutes', async () => {
    const before = Date.now();
    const { code, expiresAt } = await createLinkCode(
      t.app.db,
      { organizationId, recipientType: 'customer', clientId },
      45,
    );
    expect(code).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(code, 'base64url')).toHaveLength(16);
    expect(expiresAt.getTime() - before).toBeGreaterThanOrEqual(45 * 60_000 - 1000);
    expect(expiresAt.getTime() - before).toBeLessThanOrEqual(45 * 60_000 + 1000);
    const [stored] = await t.app.db
      .select()
      .from(telegramLinkCodes)
      .where(eq(telegramLinkCodes.codeHash, createHash('sha256').update(code).digest('hex')));
    expect(stored).toMatchObject({
      organizationId,
      recipientType: 'customer',
      clientId,
      employeeId: null,
      usedAt: null,
    });
    expect(JSON.stringify(stored)).not.toContain(code);
  });

  it('links the client chat that sends /start with the code, once', async () => {
    const { code } = await createLinkCode(t.app.db, { organizationId, recipientType: 'customer', clientId });
    const versionBefore = (await clientRow()).version;
    expect(await handleTelegramUpdate(t.app.db, organizationId, start(555_001, `/start ${code}`))).toEqual({
      chatId: 555_001,
      outcome: 'linked',
      text: telegramReplies.linked,
    });
    expect(await clientRow()).toEqual({ tgChatId: '555001', version: versionBefore + 1 });
    expect(await handleTelegramUpdate(t.app.db, organizationId, start(555_002, `/start ${code}`))).toEqual({
      chatId: 555_002,
      outcome: 'used',
      text: telegramReplies.used,
    });
    expect((await clientRow()).tgChatId).toBe('555001');
  });

  it('never links with an expired code, an unknown one, or another organisation code', async () => {
    const expired = await createLinkCode(
      t.app.db,
      { organizationId, recipientType: 'customer', clientId },
      -1,
    );
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(556_001, `/start ${expired.code}`)))
        ?.outcome,
    ).toBe('expired');
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(556_001, '/start AAAAAAAAAAAAAAAAAAAAAA')))
        ?.outcome,
    ).toBe('unknown');
    const elsewhere = await createLinkCode(t.app.db, {
      organizationId: otherOrganizationId,
      recipientType: 'customer',
      clientId,
    });
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(556_001, `/start ${elsewhere.code}`)))
        ?.outcome,
    ).toBe('unknown');
    expect((await clientRow()).tgChatId).toBe('555001');
  });

  it('asks for a private chat in a group, keeping the code for it', async () => {
    const { code } = await createLinkCode(t.app.db, { organizationId, recipientType: 'customer', clientId });
    expect(
      await handleTelegramUpdate(
        t.app.db,
        organizationId,
        start(-100_200, `/start@salon_bot ${code}`, 'supergroup'),
      ),
    ).toEqual({ chatId: -100_200, outcome: 'not_private', text: telegramReplies.not_private });
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(557_001, `/start@salon_bot ${code}`)))
        ?.outcome,
    ).toBe('linked');
    expect((await clientRow()).tgChatId).toBe('557001');
  });

  it('greets a /start without a code and stays silent on other messages', async () => {
    expect((await handleTelegramUpdate(t.app.db, organizationId, start(558_001, '/start')))?.outcome).toBe(
      'no_code',
    );
    expect(await handleTelegramUpdate(t.app.db, organizationId, start(558_001, 'hello'))).toBeNull();
    expect(
      await handleTelegramUpdate(t.app.db, organizationId, { update_id: ++updateId, my_chat_member: {} }),
    ).toBeNull();
  });

  it('links a team member chat, a newer link replacing the older chat', async () => {
    for (const chatId of [559_001, 559_002]) {
      const { code } = await createLinkCode(t.app.db, {
        organizationId,
        recipientType: 'employee',
        employeeId,
      });
      expect(
        (await handleTelegramUpdate(t.app.db, organizationId, start(chatId, `/start ${code}`)))?.outcome,
      ).toBe('linked');
    }
    const chats = await t.app.db
      .select({ chatId: employeeTelegramChats.chatId })
      .from(employeeTelegramChats)
      .where(
        and(
          eq(employeeTelegramChats.organizationId, organizationId),
          eq(employeeTelegramChats.employeeId, employeeId),
        ),
      );
    expect(chats.map((chat) => chat.chatId)).toEqual(['559002']);
  });

  it('spends the code but links nobody when the client was deleted meanwhile', async () => {
    const [branch] = await t.app.db
      .select({ id: branches.id })
      .from(branches)
      .where(eq(branches.organizationId, organizationId));
    const [gone] = await t.app.db
      .insert(clients)
      .values({ organizationId, branchId: branch!.id, firstName: 'Gone', deletedAt: new Date() })
      .returning({ id: clients.id });
    const { code } = await createLinkCode(t.app.db, {
      organizationId,
      recipientType: 'customer',
      clientId: gone!.id,
    });
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(560_001, `/start ${code}`)))?.outcome,
    ).toBe('gone');
    expect(
      (await handleTelegramUpdate(t.app.db, organizationId, start(560_001, `/start ${code}`)))?.outcome,
    ).toBe('used');
  });

  it('gives one code to exactly one of two chats sending it at once', async () => {
    const { code } = await createLinkCode(t.app.db, { organizationId, recipientType: 'customer', clientId });
    const answers = await Promise.all(
      [561_001, 561_002, 561_003].map((chatId) =>
        handleTelegramUpdate(t.app.db, organizationId, start(chatId, `/start ${code}`)),
      ),
    );
    expect(answers.map((answer) => answer?.outcome).sort()).toEqual(['linked', 'used', 'used']);
    const winner = answers.find((answer) => answer?.outcome === 'linked')!;
    expect((await clientRow()).tgChatId).toBe(String(winner.chatId));
  });
});
