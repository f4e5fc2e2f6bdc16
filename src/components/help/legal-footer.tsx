import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { hasLegalDetails } from '@/schema/public-config';
import { usePublicConfig } from './use-public-config';

/**
 * The operator's legal name, address and tax numbers at the foot of receipts and invoices (spec §9), as the
 * deployment configures them; printed with the page. Nothing configured: nothing shown.
 */
export function LegalFooter() {
  const { t } = useTranslation('help');
  const config = usePublicConfig();
  if (!config || !hasLegalDetails(config)) return null;
  const { name, address, taxNumbers } = config.legal;
  return (
    <Box component="footer" aria-label={t('legal.label')} data-testid="legal-footer" sx={{ borderTop: 1, borderColor: 'divider', pt: 1.5, textAlign: 'center' }}>
      {name ? (
        <Typography variant="caption" component="p" sx={{ fontWeight: 600 }}>
          {name}
        </Typography>
      ) : null}
      {address ? (
        <Typography variant="caption" component="p" color="text.secondary">
          {address}
        </Typography>
      ) : null}
      {taxNumbers.length > 0 ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {taxNumbers.join(' · ')}
        </Typography>
      ) : null}
    </Box>
  );
}
