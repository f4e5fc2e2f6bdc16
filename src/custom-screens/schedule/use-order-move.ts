import { useNotification } from '@refinedev/core';
import { useQueryClient, type Query } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getOrder, updateBreak, updateOrder } from '@/components/order-drawer/order-drawer-api';
import { scheduleOrderKey, scheduleQueryRoot } from '@/lib/schedule-query-keys';
import { toHttpError } from '@/providers/data-provider';
import { movedBlocks, movedBreakUpdate, movedOrderUpdate, type LineMove } from '@/schema/schedule/order-move';
import type { Schedule, ScheduleBlock } from '@/schema/schedule/schedule-read';
import { moveRefusalOf } from './move-refusal';

/** The cached schedule reads (a branch's day, an employee's range): the answers that hold blocks. */
const scheduleReads = {
  queryKey: scheduleQueryRoot,
  predicate: (query: Query) => query.queryKey[1] === 'branch' || query.queryKey[1] === 'employee',
};

/** The outside-hours question put to the person: the server's reasons, and how they answer. */
export type MoveQuestion = { message: string; answer: (confirmed: boolean) => void };

/**
 * Saves a move: the cached schedule shows it at once (every read holding the order), the server judges it, and a
 * refusal puts the block back with the server's sentence in a toast. A time outside the hours is asked about
 * first (`question`), then sent again confirmed. Whatever happened, the schedule is read again: the server's
 * lines replace the guessed ones (with their new ids and version), and a stale version gets the current order.
 */
export function useOrderMove(timeZone: string): {
  move: (block: ScheduleBlock, lineMove: LineMove) => Promise<void>;
  /** An order being saved keeps its place until the schedule is read again: its version and line ids change. */
  isSaving: (orderId: number) => boolean;
  question: MoveQuestion | null;
} {
  const { t } = useTranslation('scheduleDrag');
  const { open } = useNotification();
  const queryClient = useQueryClient();
  const [question, setQuestion] = useState<MoveQuestion | null>(null);
  const saving = useRef(new Set<number>());
  const isSaving = useCallback((orderId: number) => saving.current.has(orderId), []);

  const ask = useCallback(
    (message: string) =>
      new Promise<boolean>((resolve) =>
        setQuestion({
          message,
          answer: (confirmed) => {
            setQuestion(null);
            resolve(confirmed);
          },
        }),
      ),
    [],
  );

  const move = useCallback(
    async (block: ScheduleBlock, lineMove: LineMove) => {
      saving.current.add(block.orderId);
      await queryClient.cancelQueries(scheduleReads);
      const before = queryClient.getQueriesData<Schedule>(scheduleReads);
      queryClient.setQueriesData<Schedule>(scheduleReads, (data) =>
        data ? { ...data, blocks: movedBlocks(data.blocks, block.orderId, lineMove, timeZone) } : data,
      );
      // Put back, the cached order is again the one the server has (its lines and version): it may be held again.
      const rollback = () => {
        before.forEach(([key, data]) => queryClient.setQueryData(key, data));
        saving.current.delete(block.orderId);
      };
      const send = async (confirmed: boolean) => {
        if (block.mode === 'order.break') {
          await updateBreak(block.orderId, movedBreakUpdate(block, lineMove, timeZone, confirmed));
          return;
        }
        const order = await getOrder(block.orderId);
        await updateOrder(
          block.orderId,
          movedOrderUpdate(order, lineMove, timeZone, block.version, confirmed),
        );
      };
      try {
        await send(false).catch(async (error: unknown) => {
          const refusal = moveRefusalOf(toHttpError(error));
          if (refusal.kind !== 'confirm') throw error;
          if (await ask(refusal.message)) await send(true);
          else rollback();
        });
      } catch (error) {
        rollback();
        open?.({
          type: 'error',
          message: t('refused'),
          description: moveRefusalOf(toHttpError(error)).message,
        });
      } finally {
        // The schedule's reads, and the order as its drawer reads it (its times, its history).
        await Promise.all([
          queryClient.invalidateQueries(scheduleReads),
          queryClient.invalidateQueries({ queryKey: scheduleOrderKey(block.orderId) }),
        ]);
        saving.current.delete(block.orderId);
      }
    },
    [ask, open, queryClient, t, timeZone],
  );

  return { move, isSaving, question };
}
