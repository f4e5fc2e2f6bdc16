import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { EventsList } from './events-list';

/** Sales → Events (`events`): the branch's money events. */
export function EventsPage(props: AreaPageProps) {
  return (
    <AreaPageFrame {...props}>
      <EventsList />
    </AreaPageFrame>
  );
}
