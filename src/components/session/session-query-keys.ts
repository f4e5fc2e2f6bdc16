/** React Query keys of the session data the shell shares; one place so invalidation hits every reader. */
export const sessionQueryKeys = {
  all: ['session'] as const,
  me: ['session', 'me'] as const,
  organizations: ['session', 'organizations'] as const,
  licence: (orgId: number) => ['session', 'licence', orgId] as const,
  licenceAll: ['session', 'licence'] as const,
};
