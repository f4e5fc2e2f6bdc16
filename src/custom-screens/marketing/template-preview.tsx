import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UseQueryResult } from '@tanstack/react-query';
import type { TemplatePreview } from '@/schema/messages/message-template';
import type { MessageChannel } from '@/schema/messages/notification-events';
import { LoadingState } from '@/components/states/loading-state';
import { toHttpError } from '@/providers/data-provider';
import { useNotificationScope } from './use-notification-scope';
import { useNotificationWords } from './use-notification-words';

/** A text message as a phone shows one: a bubble, the title (push, in-app) on top. */
function Bubble({ preview }: { preview: TemplatePreview }) {
  return (
    <Box
      data-testid="preview-bubble"
      sx={{
        maxWidth: 340,
        p: 1.5,
        borderRadius: '18px 18px 18px 4px',
        bgcolor: (theme) => (theme.palette.mode === 'dark' ? 'grey.800' : 'grey.100'),
        whiteSpace: 'pre-wrap',
        overflowWrap: 'anywhere',
      }}
    >
      {preview.subject ? <Typography fontWeight={600}>{preview.subject}</Typography> : null}
      <Typography variant="body2">{preview.body}</Typography>
    </Box>
  );
}

/**
 * The live preview beside the editor. An e-mail's HTML is shown in a sandboxed frame with no permissions at all
 * (no scripts, no forms, no same origin), so the words of a template can never act inside the app.
 */
export function TemplatePreviewPanel({
  channel,
  preview,
}: {
  channel: MessageChannel;
  preview: UseQueryResult<TemplatePreview>;
}) {
  const { t } = useNotificationWords();
  // The chain's words are previewed with sample details: no branch of its own to take them from.
  const chain = useNotificationScope().kind === 'chain';
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="template-preview-heading"
      sx={{ p: 2, display: 'grid', gap: 1.5, alignContent: 'start' }}
    >
      <Box>
        <Typography id="template-preview-heading" variant="subtitle2" component="h2">
          {t('templates.preview')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t(chain ? 'templates.previewHelpChain' : 'templates.previewHelp')}
        </Typography>
      </Box>
      {preview.isError ? (
        <Alert severity="warning">
          {t('templates.previewFailed', { reason: toHttpError(preview.error).message })}
        </Alert>
      ) : null}
      {preview.data === undefined && preview.isFetching ? (
        <LoadingState label={t('templates.previewLoading')} />
      ) : null}
      {preview.data ? (
        <Box aria-live="polite" aria-busy={preview.isFetching} sx={{ display: 'grid', gap: 1 }}>
          {channel === 'email' && preview.data.html !== null ? (
            <>
              <Typography variant="body2">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('templates.subjectLine')}
                </Box>{' '}
                <Box component="span" fontWeight={600} data-testid="preview-subject">
                  {preview.data.subject}
                </Box>
              </Typography>
              <Box
                component="iframe"
                title={t('templates.emailFrame')}
                sandbox=""
                srcDoc={preview.data.html}
                data-testid="preview-email"
                sx={{
                  width: '100%',
                  height: 380,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  // The e-mail's own colours are the mail client's (it names "light dark"): the app's theme decides.
                  colorScheme: (theme) => theme.palette.mode,
                }}
              />
            </>
          ) : (
            <Bubble preview={preview.data} />
          )}
        </Box>
      ) : null}
    </Paper>
  );
}
