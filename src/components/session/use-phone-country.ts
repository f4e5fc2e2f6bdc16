import { useWorkspace } from './use-workspace';
import { branchPhoneCountry, type PhoneCountry } from '@/schema/phone';

/**
 * The country phone numbers on screen are read and shown by: the branch's, on a chain page the chain's first
 * branch's (as the server reads them, server/crud/crud-phones.ts), RS outside a chain.
 */
export function usePhoneCountry(): PhoneCountry {
  const workspace = useWorkspace();
  return branchPhoneCountry(workspace?.branch ?? workspace?.organization.branches[0]);
}
