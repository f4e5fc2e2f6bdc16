import type { BranchSenders } from '../../../../src/schema/messages/provider-settings';
import type { OutboxRow } from '../outbox.repository';

/** The sender a branch of the chain has of its own on the chain's SMS account, if it has one. */
export const branchSender = (senders: BranchSenders | undefined, message: Pick<OutboxRow, 'branchId'>): string | undefined =>
  message.branchId === null ? undefined : senders?.[String(message.branchId)];
