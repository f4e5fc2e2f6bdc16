import type { Role } from '../../../src/schema/enums';
import type { BranchCreate } from '../../../src/schema/organization';

export const demoPassword = 'demo12345';

export type DemoUser = { login: string; firstName: string; lastName: string; phone: string; dialCode: string; note: string };

export const demoUsers = {
  owner: { login: 'owner@demo.test', firstName: 'Olivia', lastName: 'Marković', phone: '+381601234567', dialCode: '+381', note: 'owner of "Demo Salons"' },
  admin: { login: 'admin@demo.test', firstName: 'Adam', lastName: 'Nikolić', phone: '+381602345678', dialCode: '+381', note: 'administrator of the Centre branch only' },
  employee: { login: 'employee@demo.test', firstName: 'Marko', lastName: 'Jovanović', phone: '+381604567890', dialCode: '+381', note: 'employee of the Centre branch: team member Marko Jovanović' },
  other: { login: 'other@demo.test', firstName: 'Oscar', lastName: 'Stone', phone: '+381603456789', dialCode: '+381', note: 'owner of "Other Studio"' },
} as const satisfies Record<string, DemoUser>;

export type DemoChain = {
  name: string;
  branches: (BranchCreate & { phone: string })[];
  /** `teamMember`: the member of the (one) branch named whom the account signs in as (src/schema/staff-account.ts). */
  members: { user: keyof typeof demoUsers; role: Role; branchNames?: string[]; teamMember?: { firstName: string; lastName: string } }[];
};

export const demoSalons: DemoChain = {
  name: 'Demo Salons',
  branches: [
    { name: 'Centre', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade', workingHours: { start: '09:00', end: '21:00' }, address: 'Knez Mihailova 12, Belgrade', phone: '+381113234567', slotStepMinutes: 5 },
    { name: 'Riverside', ISOCurrency: 'RSD', timeZone: 'Europe/Belgrade', workingHours: { start: '10:00', end: '20:00' }, address: 'Karađorđeva 48, Belgrade', phone: '+381112620480', slotStepMinutes: 10 },
  ],
  members: [
    { user: 'owner', role: 'owner' },
    { user: 'admin', role: 'administrator', branchNames: ['Centre'] },
    { user: 'employee', role: 'employee', branchNames: ['Centre'], teamMember: { firstName: 'Marko', lastName: 'Jovanović' } },
  ],
};

export const otherStudio: DemoChain = {
  name: 'Other Studio',
  branches: [{ name: 'Main Street', ISOCurrency: 'EUR', timeZone: 'Europe/Ljubljana', workingHours: { start: '08:00', end: '18:00' }, address: 'Slovenska cesta 5, Ljubljana', phone: '+38614251234', slotStepMinutes: 10 }],
  members: [{ user: 'other', role: 'owner' }],
};
