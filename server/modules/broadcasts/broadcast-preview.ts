import { and, eq } from 'drizzle-orm';
import type { BroadcastPreview, BroadcastPreviewRequest } from '../../../src/schema/messages/broadcast';
import { clientLanguageOfBranch } from '../../../src/schema/messages/message-language';
import { templateVariables } from '../../../src/schema/messages/notification-events';
import { smsParts, toGsmLatin } from '../../../src/schema/messages/sms-text';
import { renderMessage } from '../../../src/schema/messages/template-text';
import type { DbExecutor } from '../../db/client';
import { branches } from '../../db/tables';
import { sampleClient, type AudienceScope } from './broadcast-audience';
import { readTogether } from '../../db/read-together';

/**
 * The broadcast's words as one real client of the audience would read them (the first who will get it, else the first
 * the filter picks, else the catalog's sample client), with the branch's name and address; for SMS the characters,
 * parts and encoding, and the same words in Latin letters. The unsubscribe link is shown but is not the client's own:
 * a click on a preview must not unsubscribe anybody.
 */
export async function previewBroadcast(db: DbExecutor, scope: AudienceScope, origin: string, request: BroadcastPreviewRequest): Promise<BroadcastPreview> {
  const [[branch], client] = await readTogether(
    db,
    () => db.select({ name: branches.name, address: branches.address, timeZone: branches.timeZone }).from(branches).where(and(eq(branches.organizationId, scope.organizationId), eq(branches.id, scope.branchId))),
    () => sampleClient(db, scope, request.channel, request.audience),
  );
  const language = clientLanguageOfBranch(branch?.timeZone ?? 'UTC');
  const values = {
    clientName: client?.firstName ?? templateVariables.clientName,
    clientFullName: client ? [client.firstName, client.lastName].filter(Boolean).join(' ') : templateVariables.clientFullName,
    branchName: branch?.name ?? '',
    branchAddress: branch?.address ?? '',
    ...(request.channel === 'email' ? { unsubscribeLink: `${origin.replace(/\/$/, '')}/u/…` } : {}),
  };
  const rendered = renderMessage({ subject: request.subject, body: request.body }, values, request.channel, language);
  const named = client ? { id: client.id, name: values.clientFullName } : null;
  if (request.channel !== 'sms') return { ...rendered, sms: null, client: named };
  const latin = toGsmLatin(rendered.body, language);
  return { ...rendered, sms: { parts: smsParts(rendered.body), latin, latinParts: smsParts(latin) }, client: named };
}
