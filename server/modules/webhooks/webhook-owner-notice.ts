import { and, eq } from 'drizzle-orm';
import type { Language } from '../../../src/schema/enums';
import type { DbTransaction } from '../../db/client';
import { organizationUsers, outbox, users } from '../../db/tables';

type Notice = { subject: string; body: (url: string, days: number) => string };

/** What the chain's owners read when an endpoint is disabled, in each one's language. */
const notices: Record<Language, Notice> = {
  EN: {
    subject: 'A webhook was disabled',
    body: (url, days) => `Deliveries to ${url} have failed for ${days} days, so the webhook was disabled. Check the receiver, then enable it again under Integrations → Webhooks; the log shows each answer.`,
  },
  PT: {
    subject: 'Um webhook foi desativado',
    body: (url, days) => `As entregas para ${url} falharam durante ${days} dias, por isso o webhook foi desativado. Verifique o recetor e ative-o novamente em Integrações → Webhooks; o registo mostra cada resposta.`,
  },
  RU: {
    subject: 'Вебхук отключён',
    body: (url, days) => `Доставка на ${url} не удавалась ${days} дней, поэтому вебхук отключён. Проверьте получателя и включите его снова в разделе Интеграции → Вебхуки; в журнале видны все ответы.`,
  },
  SR: {
    subject: 'Webhook je isključen',
    body: (url, days) => `Slanje na ${url} ne uspeva već ${days} dana, pa je webhook isključen. Proverite prijemnik, pa ga ponovo uključite u Integracije → Webhooks; dnevnik prikazuje svaki odgovor.`,
  },
  TR: {
    subject: 'Bir webhook devre dışı bırakıldı',
    body: (url, days) => `${url} adresine gönderimler ${days} gündür başarısız olduğu için webhook devre dışı bırakıldı. Alıcıyı kontrol edin, ardından Entegrasyonlar → Webhook'lar altında yeniden etkinleştirin; günlük her yanıtı gösterir.`,
  },
};

/**
 * Tells every owner of the chain, in their feed and by e-mail, in the transaction that disables the endpoint; the key
 * (endpoint and its version) makes a second notice of one disabling impossible. The outbox worker sends them.
 */
export async function planOwnerNotice(tx: DbTransaction, endpoint: { organizationId: number; id: number; url: string; version: number }, days: number) {
  const owners = await tx
    .select({ id: users.id, login: users.login, language: users.isoLanguage })
    .from(organizationUsers)
    .innerJoin(users, eq(users.id, organizationUsers.userId))
    .where(and(eq(organizationUsers.organizationId, endpoint.organizationId), eq(organizationUsers.role, 'owner')));
  const rows = owners.flatMap((owner) => {
    const notice = notices[owner.language] ?? notices.EN;
    const common = { organizationId: endpoint.organizationId, subject: notice.subject, body: notice.body(endpoint.url, days), userId: owner.id, kind: 'system' as const, priority: 2, event: 'webhook.disabled', recipientType: 'owner' as const, language: owner.language, meta: { webhookEndpointId: endpoint.id } };
    const key = (channel: string) => `webhook.disabled:${endpoint.id}:${endpoint.version}:owner${owner.id}:${channel}`;
    return [
      { ...common, channel: 'inApp' as const, recipient: `user:${owner.id}`, dedupeKey: key('inApp') },
      ...(owner.login.includes('@') ? [{ ...common, channel: 'email' as const, recipient: owner.login, dedupeKey: key('email') }] : []),
    ];
  });
  if (rows.length > 0) await tx.insert(outbox).values(rows).onConflictDoNothing();
}
