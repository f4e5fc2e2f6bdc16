import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useNotification } from '@refinedev/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  notificationEventKeys,
  notificationEvents,
  recipientTypes,
} from '@/schema/messages/notification-events';
import type { NotificationRule } from '@/schema/messages/notification-rule';
import { LoadFailedPanel } from '@/components/states/load-failed-panel';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { MatrixCards } from './matrix-cards';
import type { MatrixViewProps } from './matrix-model';
import { MatrixTable } from './matrix-table';
import { getRules, notificationKeys } from './notifications-api';
import { notificationPath } from './notification-paths';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';
import { useRuleSave } from './use-rule-save';

const catalogOrder = (rule: NotificationRule) => notificationEventKeys.indexOf(rule.event);

/**
 * Every automated notification of the page's scope by recipient: on or off (saved at once), its channels, its timing
 * and whose setting it follows (a branch's own, the chain's default, or the product's; the chain's own or the
 * product's on the chain's page); a row opens the notification's settings. A table on wide screens, cards on phones.
 */
export function NotificationMatrix({ viewOnly }: { viewOnly: boolean }) {
  const words = useNotificationWords();
  const params = useParams();
  const scope = useNotificationScope();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const { open } = useNotification();
  const ruleSave = useRuleSave();
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const rules = useQuery({
    queryKey: notificationKeys.rules(scope),
    queryFn: () => getRules(scope),
    enabled: scope.id > 0,
  });

  if (rules.isPending) return <LoadingState label={words.t('automations.loading')} />;
  if (rules.isError)
    return (
      <LoadFailedPanel title={words.t('automations.loadFailed')} error={rules.error} retryLabel={words.t('log.retry')} onRetry={rules.refetch} />
    );

  const sorted = [...rules.data].sort((a, b) => catalogOrder(a) - catalogOrder(b));
  const groups = recipientTypes
    .map((recipient) => ({
      recipient,
      rules: sorted.filter((rule) => notificationEvents[rule.event].recipient === recipient),
    }))
    .filter((group) => group.rules.length > 0);

  const toggle = async (rule: NotificationRule, enabled: boolean) => {
    setBusy((current) => new Set(current).add(rule.event));
    const outcome = await ruleSave.save(
      rule,
      { enabled, channels: rule.channels, settings: rule.settings },
      words.t('automations.stale', { name: words.eventName(rule.event) }),
    );
    if (!outcome.saved && !outcome.stale)
      open?.({
        type: 'error',
        message: words.t('automations.saveFailed'),
        description: toHttpError(outcome.error).message,
      });
    setBusy((current) => {
      const next = new Set(current);
      next.delete(rule.event);
      return next;
    });
  };
  const view: MatrixViewProps = {
    groups,
    busy,
    viewOnly,
    onToggle: (rule, enabled) => void toggle(rule, enabled),
    settingsPath: (rule) =>
      notificationPath(params.orgId ?? '', params.branchId ?? null, rule.event, 'settings'),
  };
  return phone ? <MatrixCards {...view} /> : <MatrixTable {...view} />;
}
