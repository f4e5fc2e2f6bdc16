import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { BookableCard } from './bookable-card';
import { BookingAddressCard } from './booking-address-card';
import { OnlineSwitchCard } from './online-switch-card';
import { useBookingWords } from './use-booking-words';
import { WithOnlineBooking } from './with-online-booking';

/**
 * Online booking → Settings → Basic: whether the branch takes online bookings, its booking page's address (and the
 * chain's, which its owner changes), and which services and team members clients may book online.
 */
export function BasicSettingsPage(props: AreaPageProps) {
  const { t } = useBookingWords();
  const { viewOnly } = props;
  return (
    <AreaPageFrame {...props}>
      <WithOnlineBooking>
        {(data) => (
          <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
            <Typography variant="body2" color="text.secondary">
              {t('basic.intro')}
            </Typography>
            <OnlineSwitchCard data={data} viewOnly={viewOnly} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' } }}>
              {/* Keyed by the address read, so a reload after someone else's change shows theirs. */}
              <BookingAddressCard key={`branch-${data.slug}`} owner="branch" slug={data.slug} pageUrl={data.pageUrl} editable={!viewOnly} />
              <BookingAddressCard
                key={`chain-${data.chainSlug}`}
                owner="chain"
                slug={data.chainSlug}
                pageUrl={data.chainPageUrl}
                editable={!viewOnly && data.canEditChain}
                note={data.canEditChain ? undefined : t('address.chain.readOnly')}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: 'repeat(2, minmax(0, 1fr))' }, alignItems: 'start' }}>
              <BookableCard kind="services" things={data.services} viewOnly={viewOnly} />
              <BookableCard kind="employees" things={data.employees} viewOnly={viewOnly} />
            </Box>
          </Box>
        )}
      </WithOnlineBooking>
    </AreaPageFrame>
  );
}
