import { describe, expect, it } from 'vitest';
import { webhookPayloadSchema } from '../../../src/schema/webhooks/webhooks';
import { payloadOf, publicFields } from './webhook-events';

describe('a webhook payload', () => {
  it('keeps a record’s fields as JSON and drops whatever looks like a credential, at any depth', () => {
    const at = new Date('2030-05-01T10:00:00Z');
    expect(publicFields({ id: 1, name: 'Ana', at, passwordHash: 'x', apiToken: 'y', nested: { secretKey: 'z', list: [{ refreshToken: 'w', ok: true }] }, gone: undefined })).toEqual({
      id: 1,
      name: 'Ana',
      at: '2030-05-01T10:00:00.000Z',
      nested: { list: [{ ok: true }] },
      gone: null,
    });
  });

  it('is Standard Webhooks’ envelope, a deletion without its object', () => {
    const payload = payloadOf({ type: 'client.deleted', organizationId: 7, branchId: 9, id: 42, object: null }, new Date('2030-05-01T10:00:00Z'));
    expect(webhookPayloadSchema.parse(payload)).toEqual({ type: 'client.deleted', timestamp: '2030-05-01T10:00:00.000Z', data: { id: 42, organizationId: 7, branchId: 9, object: null } });
  });
});
