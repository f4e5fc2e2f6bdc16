import { notificationEvents, templateVariables } from '../../../src/schema/messages/notification-events';
import type { TemplatePreview, TemplatePreviewRequest } from '../../../src/schema/messages/message-template';
import { smsParts, toGsmLatin } from '../../../src/schema/messages/sms-text';
import { renderMessage } from '../../../src/schema/messages/template-text';
import type { MarketingScope } from './notifications-access';
import { branchValues, formatMessageDate } from './message-text';

/**
 * The template editor's live preview: the words as the client would get them, with the branch's own name, address
 * and phone (the samples' at the chain's level) and the sample visit's values in its language; for SMS, how many
 * characters and parts it costs, and the same text in GSM-7 letters (a Serbian "ć" or Cyrillic makes a message
 * UCS-2: 70 characters a part instead of 160).
 */
export function previewTemplate(scope: MarketingScope, request: TemplatePreviewRequest): TemplatePreview {
  // Only a marketing message carries an unsubscribe link (and with it the e-mail's unsubscribe footer).
  const { unsubscribeLink, ...samples } = templateVariables;
  const values = {
    ...samples,
    ...(notificationEvents[request.event].kind === 'marketing' ? { unsubscribeLink } : {}),
    date: formatMessageDate(tomorrowIso(), request.language),
    ...(scope.branch ? branchValues(scope.branch) : {}),
  };
  const rendered = renderMessage({ subject: request.subject, body: request.body }, values, request.channel, request.language);
  if (request.channel !== 'sms') return { ...rendered, sms: null };
  const latin = toGsmLatin(rendered.body, request.language);
  return { ...rendered, sms: { parts: smsParts(rendered.body), latin, latinParts: smsParts(latin) } };
}

const tomorrowIso = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
