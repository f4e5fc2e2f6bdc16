import { createContext } from 'react';
import type { Branch, Organization } from '@/schema/organization';
import type { AccessContext } from '@/providers/access-control-provider';

export type LicenceStatus = 'pending' | 'error' | 'success';

/** The chain and branch on screen, with what the user may do there; set by the app for /chain/... routes. */
export type Workspace = {
  organization: Organization;
  branch: Branch | null;
  /** Role and licence menus; null while the licence loads or when it failed (see licenceStatus). */
  access: AccessContext | null;
  licenceStatus: LicenceStatus;
  retryLicence: () => void;
};

export const WorkspaceContext = createContext<Workspace | null>(null);
