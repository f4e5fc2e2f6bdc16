import Box from '@mui/material/Box';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Integration } from '@/schema/messages/integration';
import type { MessageProvider } from '@/schema/messages/provider-settings';
import type { Branch } from '@/schema/organization';
import { effectiveOf, initialScope, integrationAt, type Placement } from './integration-model';
import type { LoadedIntegrations } from './integrations-state';
import { InUseLine } from './in-use-line';
import { ScopeChoice } from './scope-choice';
import { SetupSteps, usePageSteps } from './setup-steps';
import { TestMessagePanel, type TestMessagePanelProps } from './test-message-panel';
import { useIntegrationSave } from './use-integration-save';

/** What a provider's form gets: the scope it edits, what is kept there, and the save of the page. */
export type ScopedForm = {
  branch: Branch;
  scope: Placement;
  /** The scope as the API names it: the branch's id, or null for the chain. */
  scopeId: number | null;
  current: Integration | null;
  saving: ReturnType<typeof useIntegrationSave>;
  viewOnly: boolean;
};

export type ScopedIntegrationProps = LoadedIntegrations & {
  viewOnly: boolean;
  /** The providers of the page's channel (SMS has two; a scope keeps one of them). */
  providers: readonly MessageProvider[];
  setup: 'sms' | 'email' | 'manychat';
  notice?: ReactNode;
  /** The provider's form, remounted when the scope or what is kept there changes. */
  form: (form: ScopedForm) => ReactNode;
  after?: (current: Integration | null) => ReactNode;
  test: Pick<TestMessagePanelProps, 'toLabel' | 'toHelp' | 'inputMode'> & { provider: (current: Integration | null) => MessageProvider };
};

/**
 * A provider page that may be set for the chain or for one branch: what this branch uses now, what to set up while
 * nothing is, which level the form edits, the form, and a test message through what the branch uses.
 */
export function ScopedIntegration({ orgId, branch, items, viewOnly, providers, setup, notice, form, after, test }: ScopedIntegrationProps) {
  const { t } = useTranslation('integrations');
  const steps = usePageSteps(setup);
  const effective = effectiveOf(items, providers, branch.id);
  const [scope, setScope] = useState<Placement>(() => initialScope(effective));
  const saving = useIntegrationSave(orgId);
  const scopeId = scope === 'chain' ? null : branch.id;
  const current = providers.map((provider) => integrationAt(items, provider, scopeId)).find(Boolean) ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2, maxWidth: 880 }}>
      <InUseLine effective={effective} branchName={branch.name} />
      {effective ? null : <SetupSteps title={t(`setup.${setup}.title`)} text={t(`setup.${setup}.text`)} steps={steps} />}
      {notice}
      <ScopeChoice value={scope} branchName={branch.name} onChange={setScope} disabled={saving.busy} />
      <Box key={`${scope}:${current?.provider ?? ''}:${current?.version ?? 0}`}>{form({ branch, scope, scopeId, current, saving, viewOnly })}</Box>
      {after?.(current)}
      <TestMessagePanel orgId={orgId} branchId={branch.id} provider={test.provider(current ?? effective?.integration ?? null)} toLabel={test.toLabel} toHelp={test.toHelp} inputMode={test.inputMode} disabled={viewOnly} />
    </Box>
  );
}
