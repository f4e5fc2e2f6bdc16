import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * How a search result shows the page: its address, the title in the link's blue and the description under it, cut
 * about where search engines cut them (an ellipsis past the limit). A sketch, not any one engine's exact look.
 */
const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

export function SearchPreview({ url, title, description }: { url: string; title: string; description: string }) {
  const { t } = useTranslation('bookingPresence');
  return (
    <Box role="figure" aria-label={t('seo.preview.label')} sx={{ p: 2, borderRadius: 2, border: 1, borderColor: 'divider', bgcolor: 'background.paper', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
        {url}
      </Typography>
      <Typography sx={{ color: (theme) => (theme.palette.mode === 'dark' ? '#8ab4f8' : '#1a0dab'), fontSize: '1.15rem', lineHeight: 1.3, my: 0.5, overflowWrap: 'anywhere' }}>{cut(title, 60)}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {cut(description, 160)}
      </Typography>
    </Box>
  );
}
