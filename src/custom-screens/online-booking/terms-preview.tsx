import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { termsParagraphs } from '@/schema/online-booking/terms-paragraphs';
import { EmptyState } from '@/components/states/empty-state';

/** The terms as the booking page shows them (the same paragraphs), with the box the client ticks; or that it asks none. */
export function TermsPreview({ text }: { text: string }) {
  const { t } = useTranslation('onlineBooking');
  const paragraphs = termsParagraphs(text);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="terms-preview-title" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, minWidth: 0 }}>
      <Typography variant="subtitle1" component="h2" id="terms-preview-title">
        {t('terms.preview.title')}
      </Typography>
      {paragraphs.length > 0 ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {t('terms.preview.help')}
          </Typography>
          <Paper variant="outlined" sx={{ p: 1.5, maxHeight: 320, overflowY: 'auto', bgcolor: 'background.default', display: 'grid', gap: 1 }}>
            {paragraphs.map((paragraph, index) => (
              <Typography key={index} variant="body2" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {paragraph}
              </Typography>
            ))}
          </Paper>
          <FormControlLabel control={<Checkbox disabled />} label={t('terms.preview.accept')} />
        </>
      ) : (
        <EmptyState title={t('terms.preview.empty')} description={t('terms.preview.emptyHelp')} />
      )}
    </Paper>
  );
}
