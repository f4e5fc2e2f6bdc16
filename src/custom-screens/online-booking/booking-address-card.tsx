import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useState, type FormEvent } from 'react';
import { slugSchema } from '@/schema/online-booking/slug';
import { toHttpError } from '@/providers/data-provider';
import { TitledSection } from '@/components/page/titled-section';
import { saveSlug, type AddressOwner } from './online-booking-api';
import { PageLinkRow } from './page-link-row';
import { slugProblem } from './slug-problem';
import { useBookingWords } from './use-booking-words';
import { useOnlineBooking } from './use-online-booking';

export type BookingAddressCardProps = {
  owner: AddressOwner;
  slug: string | null;
  pageUrl: string | null;
  /** Whether the person may change it (the chain's page: its owner only). */
  editable: boolean;
  /** Why it cannot be changed, when that is not the page's view-only. */
  note?: string | undefined;
};

/**
 * A booking page's address: its slug, checked as the server checks it before it is sent, and the full address as a
 * link with a copy button. The server's refusals (a reserved word, an address another page has) are said under the
 * field in the person's language.
 */
export function BookingAddressCard({ owner, slug, pageUrl, editable, note }: BookingAddressCardProps) {
  const { t } = useBookingWords();
  const { open } = useNotification();
  const { scope, change } = useOnlineBooking();
  const [draft, setDraft] = useState(slug ?? '');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const id = `${owner}-address`;
  const say = (problem: ReturnType<typeof slugProblem>) => (problem.key ? t(`address.errors.${problem.key}`) : problem.message);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = slugSchema.safeParse(draft);
    if (!checked.success) {
      setError(say(slugProblem(checked.error.issues[0])));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      const saved = await saveSlug(scope, owner, checked.data);
      change((data) => (owner === 'chain' ? { ...data, chainSlug: saved.slug, chainPageUrl: saved.pageUrl } : { ...data, slug: saved.slug, pageUrl: saved.pageUrl }));
      setDraft(saved.slug);
      open?.({ type: 'success', message: t('address.saved') });
    } catch (failure) {
      const http = toHttpError(failure);
      const issue = http.errors?.['slug'];
      const message = Array.isArray(issue) ? issue[0] : typeof issue === 'string' ? issue : undefined;
      // A 409 is a sentence already (the address is taken); a 400 names the slug's problem.
      setError(message ? say(slugProblem({ code: 'custom', message })) : http.message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TitledSection id={id} title={t(`address.${owner}.title`)} help={t(`address.${owner}.help`)}>
      {editable ? (
        <Box component="form" noValidate onSubmit={(event) => void submit(event)} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
          <TextField
            label={t(`address.${owner}.field`)}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={error !== null}
            helperText={error ?? t('address.fieldHelp')}
            disabled={saving}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">/book/</InputAdornment> },
              htmlInput: { autoCapitalize: 'none', autoCorrect: 'off', spellCheck: false },
            }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button type="submit" variant="contained" disabled={saving || draft.trim() === (slug ?? '')} sx={{ mt: 1 }}>
            {t(saving ? 'saving' : 'address.save')}
          </Button>
        </Box>
      ) : null}
      {pageUrl ? (
        <PageLinkRow url={pageUrl} />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('address.none')}
        </Typography>
      )}
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
    </TitledSection>
  );
}
