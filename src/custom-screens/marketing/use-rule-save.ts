import { useNotification } from '@refinedev/core';
import { useQueryClient } from '@tanstack/react-query';
import type { NotificationRule, NotificationRuleInput } from '@/schema/messages/notification-rule';
import { toHttpError } from '@/providers/data-provider';
import { afterScopeChange, forgetRule, notificationKeys, saveRule } from './notifications-api';
import { useNotificationScope } from './use-notification-scope';

export type RuleSaveOutcome =
  { saved: true; rule: NotificationRule } | { saved: false; stale: boolean; error: unknown };

/**
 * Saves the page's scope's rule (a branch's, or the chain's default) with the version it was read at and puts the
 * answer in the rules' cache. A stale version (someone saved it meanwhile) reloads the rules and says so; the caller
 * decides what else to show.
 */
export function useRuleSave() {
  const queryClient = useQueryClient();
  const { open } = useNotification();
  const scope = useNotificationScope();
  const key = notificationKeys.rules(scope);
  const put = (rule: NotificationRule) =>
    queryClient.setQueryData<NotificationRule[]>(key, (rules) =>
      rules?.map((current) => (current.event === rule.event ? rule : current)),
    );
  const failed = async (error: unknown, staleMessage: string): Promise<RuleSaveOutcome> => {
    const stale = toHttpError(error).statusCode === 409;
    if (stale) {
      await queryClient.invalidateQueries({ queryKey: key });
      open?.({ type: 'error', message: staleMessage });
    }
    return { saved: false, stale, error };
  };
  return {
    save: async (
      rule: NotificationRule,
      input: NotificationRuleInput,
      staleMessage: string,
    ): Promise<RuleSaveOutcome> => {
      try {
        const saved = await saveRule(scope, rule.event, input, rule.version);
        put(saved);
        await afterScopeChange(queryClient, scope);
        return { saved: true, rule: saved };
      } catch (error) {
        return failed(error, staleMessage);
      }
    },
    /** Follow the level above again: the rules are read anew, since only the server knows what it says. */
    forget: async (rule: NotificationRule) => {
      await forgetRule(scope, rule.event);
      await queryClient.invalidateQueries({ queryKey: key });
      await afterScopeChange(queryClient, scope);
    },
  };
}
