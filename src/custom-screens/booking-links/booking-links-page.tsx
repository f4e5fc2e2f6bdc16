import LinkOff from '@mui/icons-material/LinkOff';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { campaignTagsSchema, noCampaignTags, taggedUrl, type CampaignTags } from '@/schema/online-booking/links';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { EmptyState } from '@/components/states/empty-state';
import { useWorkspace } from '@/components/session/use-workspace';
import { WithLoaded } from '@/custom-screens/online-booking/with-online-booking';
import { bookingLinksKey, getBookingLinks } from './booking-links-api';
import { CampaignTagsCard } from './campaign-tags-card';
import { LinkCard } from './link-card';

/**
 * Online booking → Links (the chain's): the chain's booking page and each branch's, as links to copy and QR codes to
 * print, all carrying the campaign tags typed above them. A branch closed online is listed, marked, so the owner sees
 * why its link answers "not found".
 */
export function BookingLinksPage(props: AreaPageProps) {
  const { t } = useTranslation('bookingLinks');
  const orgId = useWorkspace()?.organization.id ?? 0;
  const query = useQuery({ queryKey: bookingLinksKey(orgId), queryFn: () => getBookingLinks(orgId), enabled: orgId > 0 });
  const [tags, setTags] = useState<CampaignTags>(noCampaignTags);
  // Tags as typed go into the links only once they are ones analytics tools keep whole.
  const valid = campaignTagsSchema.safeParse(tags);
  const urlOf = (pageUrl: string) => (valid.success ? taggedUrl(pageUrl, valid.data) : pageUrl);
  return (
    <AreaPageFrame {...props}>
      <Box sx={{ display: 'grid', gap: 2, maxWidth: 1080 }}>
        <Typography variant="body2" color="text.secondary">
          {t('intro')}
        </Typography>
        <CampaignTagsCard tags={tags} onChange={setTags} />
        <WithLoaded query={query}>
          {(links) =>
            links.chain === null && links.branches.length === 0 ? (
              <EmptyState icon={<LinkOff />} title={t('empty.title')} description={t('empty.description')} />
            ) : (
              <Box sx={{ display: 'grid', gap: 2 }}>
                {links.chain ? <LinkCard link={links.chain} url={urlOf(links.chain.pageUrl)} detail={t('chainDetail')} /> : null}
                {links.branches.map((branch) => (
                  <LinkCard key={branch.id} link={branch} url={urlOf(branch.pageUrl)} detail={branch.address} />
                ))}
              </Box>
            )
          }
        </WithLoaded>
      </Box>
    </AreaPageFrame>
  );
}
