import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientReferralKey, setReferredBy } from '@/lib/client-referrals-api';
import { toHttpError } from '@/providers/data-provider';

/** "Referred by": staff type the referrer's code on a new client's card (the server says why one does not fit). */
export function ReferredByForm({ branchId, clientId }: { branchId: number; clientId: number }) {
  const { t } = useTranslation('clientReferrals');
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const save = useMutation({
    mutationFn: () => setReferredBy(branchId, clientId, code),
    onSuccess: (card) => queryClient.setQueryData(clientReferralKey(branchId, clientId), card),
  });
  const refusal = save.isError ? toHttpError(save.error) : null;
  const codeIssue = refusal?.errors?.['code'];
  const problem = codeIssue ? String(Array.isArray(codeIssue) ? codeIssue[0] : codeIssue) : refusal?.message;
  return (
    <Box
      component="form"
      noValidate
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <TextField
        label={t('referredBy.code')}
        size="small"
        value={code}
        onChange={(event) => {
          save.reset();
          setCode(event.target.value.toUpperCase());
        }}
        error={Boolean(problem)}
        helperText={problem ?? t('referredBy.help')}
        slotProps={{ htmlInput: { maxLength: 8, autoCapitalize: 'characters', spellCheck: false } }}
        sx={{ flex: '1 1 200px' }}
      />
      <Button type="submit" variant="outlined" disabled={save.isPending || code.trim().length === 0}>
        {t('referredBy.save')}
      </Button>
    </Box>
  );
}
