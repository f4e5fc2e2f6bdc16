import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { EventsList } from './events-list';
import { PaymentsList } from './payments-list';

/** Sales → Payments (`transactions`): every payment and refund of the branch. */
export function PaymentsPage(props: AreaPageProps) {
  return (
    <AreaPageFrame {...props}>
      <PaymentsList viewOnly={props.viewOnly} />
    </AreaPageFrame>
  );
}

/** Sales → Events (`events`): the branch's money events. */
export function EventsPage(props: AreaPageProps) {
  return (
    <AreaPageFrame {...props}>
      <EventsList />
    </AreaPageFrame>
  );
}
