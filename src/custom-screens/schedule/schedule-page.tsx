import Button from '@mui/material/Button';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { branchPath } from '@/schema/routes';
import { instantToZoned } from '@/schema/schedule/time-zone';
import { OrderDrawer } from '@/components/order-drawer/order-drawer';
import { orderDrawerRequestOf } from '@/components/order-drawer/order-drawer-request';
import { ownTeamMemberIdOf, useWorkspace } from '@/components/session/use-workspace';
import { useFormats } from '@/components/session/use-formats';
import { EmptyState } from '@/components/states/empty-state';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { HoursExceptionNotice } from './hours-exception-notice';
import { ScheduleGrid } from './schedule-grid';
import type { ScheduleColumn } from './schedule-grid-model';
import { newAppointmentAt, newOrderQuery, type NewOrderAt } from './new-order-link';
import { ScheduleToolbar } from './schedule-toolbar';
import { WaitlistButton } from '@/custom-screens/waitlist/waitlist-button';
import { useColumnZoom } from './use-column-zoom';
import { useNow } from './use-now';
import { useScheduleData } from './use-schedule-data';
import { useScheduleLive } from './use-schedule-live';
import { scheduleSearch, useScheduleParams } from './use-schedule-params';
import { useTimeFormat } from './use-time-format';

/**
 * The branch's schedule (spec §2 "schedule with side drawer order/new and order/{orderId}"): the day of
 * everyone working or one person's week, live. The same screen serves the drawer routes, with the drawer open.
 */
export function SchedulePage(props: AreaPageProps) {
  const { t } = useTranslation('schedule');
  const workspace = useWorkspace();
  const branch = workspace?.branch ?? null;
  const timeZone = branch?.timeZone ?? 'UTC';
  const branchId = branch?.id ?? 0;
  const routeParams = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const isPhone = useMediaQuery('(max-width:639px)', { noSsr: true });
  const format = useTimeFormat(timeZone);
  // A staff member opens on their own column (spec: an employee's phone shows their day first).
  const [params, change] = useScheduleParams(timeZone, isPhone ? ownTeamMemberIdOf(workspace) : null);
  const [zoom, setZoom] = useColumnZoom();
  const now = useNow();
  const today = instantToZoned(now, timeZone).date;
  const onePerson = isPhone || params.view === 'week';
  // The branch's country's first day (src/i18n/formats.ts), as the toolbar's calendar starts its weeks.
  const weekStart = useFormats().firstDayOfWeek;
  const data = useScheduleData(branchId, params, onePerson, weekStart);
  useScheduleLive(branchId, branch?.guid);

  const base = branchPath(routeParams.orgId ?? '', routeParams.branchId ?? '', 'schedule');
  const openOrder = useCallback(
    (orderId: number) => void navigate(`${base}/order/${orderId}?${scheduleSearch(params)}`),
    [base, navigate, params],
  );
  const openNew = useCallback(
    (at: NewOrderAt) => void navigate(`${base}/order/new?${newOrderQuery(at, params)}`),
    [base, navigate, params],
  );
  const openCell = useCallback(
    (column: ScheduleColumn, start: number) =>
      openNew({ employeeId: column.employee.id, ...instantToZoned(start, timeZone) }),
    [openNew, timeZone],
  );
  // "New appointment" books with the person chosen or shown, else the first column in view (the grid reports it
  // as it scrolls; a column gone with another day falls back to the first one).
  const firstInView = useRef<number | null>(null);
  const onFirstColumnInView = useCallback((column: ScheduleColumn) => (firstInView.current = column.employee.id), []);
  const newAppointment = () => {
    const columns = data.grid?.columns ?? [];
    const inView = columns.some((column) => column.employee.id === firstInView.current) ? firstInView.current : null;
    const chosen = onePerson ? data.shownEmployee?.id : params.employeeId;
    const employeeId = chosen ?? inView ?? columns[0]?.employee.id ?? null;
    openNew(newAppointmentAt(params.date, employeeId, Date.now(), timeZone));
  };

  // A break opens from the block the schedule holds: the API reads breaks only through the schedule.
  const blocks = useMemo(() => [...(data.day.data?.blocks ?? []), ...(data.week?.data?.blocks ?? [])], [data.day.data, data.week?.data]);
  const drawer = orderDrawerRequestOf(props.trail.at(-1)?.page, routeParams.orderId, search, blocks);

  const { day, week, grid } = data;
  const failed = day.isError ? day : week?.isError ? week : null;
  return (
    <AreaPageFrame {...props}>
      <ScheduleToolbar
        params={params}
        onChange={change}
        today={today}
        employees={data.pickable}
        shownEmployeeId={data.shownEmployee?.id ?? null}
        counts={grid?.counts ?? null}
        legendKinds={grid && grid.columns.length > 0 ? grid.legendKinds : null}
        zoom={zoom}
        onZoom={setZoom}
        isPhone={isPhone}
        format={format}
        onNewAppointment={newAppointment}
        waitlist={<WaitlistButton branchId={branchId} date={params.date} compact={isPhone} />}
      />
      <HoursExceptionNotice day={day.data} date={params.date} format={format} />
      {failed ? (
        <ErrorState
          title={t('states.loadFailed')}
          message={t('states.loadFailedText')}
          retryLabel={t('states.retry')}
          onRetry={() => void failed.refetch()}
        />
      ) : !grid ? (
        <LoadingState label={t('states.loading')} />
      ) : grid.columns.length === 0 ? (
        <EmptyState
          title={t('states.empty')}
          description={params.showEveryone ? t('states.emptyEveryone') : t('states.emptyText')}
          action={
            params.showEveryone ? undefined : (
              <Button variant="outlined" onClick={() => change({ showEveryone: true })}>
                {t('toolbar.showEveryone')}
              </Button>
            )
          }
        />
      ) : (
        <ScheduleGrid
          columns={grid.columns}
          ranges={grid.ranges}
          titleOf={params.view === 'week' ? 'date' : 'employee'}
          zoom={zoom}
          today={today}
          now={now}
          timeZone={timeZone}
          format={format}
          onOpenOrder={openOrder}
          onOpenCell={openCell}
          onFirstColumnInView={onFirstColumnInView}
        />
      )}
      <OrderDrawer request={drawer} onClose={() => void navigate(`${base}?${scheduleSearch(params)}`)} />
    </AreaPageFrame>
  );
}
