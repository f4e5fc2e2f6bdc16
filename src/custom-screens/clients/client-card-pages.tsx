import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { clientsResource } from '@/schema/resources/clients';
import { branchPath } from '@/schema/routes';
import type { AreaPageProps } from '@/resources/area-page-props';
import { BookOrderButton } from '@/resources/orders/book-order-button';
import { SellButton } from '@/custom-screens/checkout/sell-button';
import { trailUnderDrawer } from '@/resources/orders/drawer-trail';
import { OrderList } from '@/resources/orders/order-list';
import { OrderListDrawer } from '@/resources/orders/order-list-drawer';
import { ResourceForm } from '@/resources/engine/resource-form';
import { RecordCard } from '@/resources/record-card/record-card';
import { RecordHistory } from '@/resources/record-card/record-history';
import { RecordSectionMenu } from '@/resources/record-card/record-section-menu';
import { ClientConsents, ClientOwnDetails } from './client-about';
import { ClientContacts } from './client-contacts';
import { ClientNearAppointments } from './client-near-appointments';
import { clientIdParam, type ClientRecord } from './client-record';
import { ClientSummary } from './client-summary';
import { ClientSalesList } from '@/custom-screens/sales/client-sales-list';
import { PaymentsList } from '@/resources/payments/payments-list';
import { ClientReviews } from '@/custom-screens/reviews/client-reviews';
import { ClientMessages } from '@/custom-screens/marketing/client-messages';
import { ClientNoShowCharges } from '@/custom-screens/no-show/client-no-show-charges';
import { ClientSavedCard } from '@/custom-screens/saved-cards/client-saved-card';
import { ClientBalanceSection } from '@/custom-screens/client-referrals/client-balance-section';
import { ClientReferralSection } from '@/custom-screens/client-referrals/client-referral-section';

/** The card's own address (`…/clients/5`), under which its tabs and order drawers open. */
function useCardPath(): string {
  const params = useParams();
  return branchPath(params.orgId ?? '', params.branchId ?? '', `clients/${params[clientIdParam] ?? ''}`);
}

/** The card's frame on every tab, with "Book" (the new-order drawer with this client filled in) and "Sell". */
function ClientCard(props: AreaPageProps & { showSectionTabs?: boolean; children: (client: ClientRecord, apiPath: string) => ReactNode }) {
  const params = useParams();
  const base = useCardPath();
  const actions = (
    <>
      <BookOrderButton to={`${base}/order/new?${new URLSearchParams({ clientId: params[clientIdParam] ?? '' })}`} viewOnly={props.viewOnly} />
      <SellButton orgId={params.orgId ?? ''} branchId={params.branchId ?? ''} clientId={params[clientIdParam] ?? ''} viewOnly={props.viewOnly} />
    </>
  );
  return (
    <RecordCard<ClientRecord> {...props} trail={trailUnderDrawer(props.trail)} definition={clientsResource} idParam={clientIdParam} actions={actions} />
  );
}

function Notes({ client }: { client: ClientRecord }) {
  const { t } = useTranslation('clients');
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography variant="subtitle2" component="h2" color="text.secondary" gutterBottom>
        {t('card.notes')}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }} color={client.description ? 'text.primary' : 'text.secondary'}>
        {client.description || t('card.noNotes')}
      </Typography>
    </Paper>
  );
}

/** clients/:clientId on phones: the essentials, then the card's sections to tap (wide screens open overview). */
export function ClientMainPage(props: AreaPageProps) {
  const { t } = useTranslation('clients');
  return (
    <ClientCard {...props} showSectionTabs={false}>
      {(client) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ClientSummary client={client} />
          <ClientContacts client={client} />
          <RecordSectionMenu area={props.area} trail={props.trail} label={t('card.sections')} />
        </Box>
      )}
    </ClientCard>
  );
}

/** The overview: the figures and memberships, the next and last appointment, contacts and notes. */
export function ClientOverviewPage(props: AreaPageProps) {
  const base = useCardPath();
  return (
    <ClientCard {...props}>
      {(client) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <ClientSummary client={client} />
          <ClientNearAppointments clientId={client.id} cardPath={base} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
            <ClientContacts client={client} />
            <Notes client={client} />
          </Box>
        </Box>
      )}
    </ClientCard>
  );
}

/** The client's own details as they gave them (birthday, notes) and their consents to marketing messages. */
export function ClientAboutPage(props: AreaPageProps) {
  return (
    <ClientCard {...props}>
      {(client, apiPath) => (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, alignItems: 'start' }}>
          <ClientOwnDetails client={client} />
          <ClientConsents client={client} apiPath={apiPath} viewOnly={props.viewOnly} />
        </Box>
      )}
    </ClientCard>
  );
}

/** The client's messages (the notifications tab), with their consents to marketing, which the About tab changes. */
export function ClientNotificationsPage(props: AreaPageProps) {
  const base = useCardPath();
  return (
    <ClientCard {...props}>
      {(client) => (
        <ClientMessages
          clientId={client.id}
          consents={{ sms: client.marketingSms, email: client.marketingEmail, telegram: client.marketingTelegram }}
          aboutPath={`${base}/about`}
        />
      )}
    </ClientCard>
  );
}

/** The client's appointments, newest first: the order list of the branch filtered by them; also under the
 * card's order drawers ("Book" on any tab opens order/new here), which close back to this tab. */
export function ClientAppointmentsPage(props: AreaPageProps) {
  const base = useCardPath();
  return (
    <>
      <ClientCard {...props}>
        {(client) => <OrderList drawerBase={base} viewOnly={props.viewOnly} clientId={client.id} />}
      </ClientCard>
      <OrderListDrawer trail={props.trail} listPath={`${base}/appointments`} />
    </>
  );
}

/** The client's sales (sales tab) and payments (transactions tab, with their balance and referrals and what no-shows cost them): the Sales area's lists, filtered by them. */
export function ClientSalesPage(props: AreaPageProps) {
  return <ClientCard {...props}>{(client) => <ClientSalesList clientId={client.id} />}</ClientCard>;
}

export function ClientTransactionsPage(props: AreaPageProps) {
  return (
    <ClientCard {...props}>
      {(client) => (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}>
            <ClientBalanceSection clientId={client.id} />
            <ClientReferralSection clientId={client.id} viewOnly={props.viewOnly} />
          </Box>
          <ClientNoShowCharges clientId={client.id} viewOnly={props.viewOnly} />
          <ClientSavedCard clientId={client.id} viewOnly={props.viewOnly} />
          <PaymentsList viewOnly={props.viewOnly} clientId={client.id} />
        </Box>
      )}
    </ClientCard>
  );
}

/** The client's reviews tab: asking for a review of a completed visit, and the reviews they gave. */
export function ClientReviewsPage(props: AreaPageProps) {
  return <ClientCard {...props}>{(client) => <ClientReviews clientId={client.id} clientName={`${client.firstName} ${client.lastName}`.trim()} />}</ClientCard>;
}

/** The client's details: the engine's edit form, saved with the version it was read at. */
export function ClientDetailsPage(props: AreaPageProps) {
  return (
    <ClientCard {...props}>
      {(client) => (
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ResourceForm definition={clientsResource} mode="edit" id={client.id} />
        </Paper>
      )}
    </ClientCard>
  );
}

export function ClientHistoryPage(props: AreaPageProps) {
  return (
    <ClientCard {...props}>
      {(client, apiPath) => <RecordHistory definition={clientsResource} apiPath={apiPath} id={client.id} />}
    </ClientCard>
  );
}
