import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNotification } from '@refinedev/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { payFixedPeriods } from '@/schema/money/pay-scheme';
import { paySchemeCreateSchema, type PaySchemeInput, type PaySchemeRecord } from '@/schema/pay/pay-api';
import { branchPath } from '@/schema/routes';
import { useWorkspace } from '@/components/session/use-workspace';
import { ErrorState } from '@/components/states/error-state';
import { LoadingState } from '@/components/states/loading-state';
import type { AreaPageProps } from '@/resources/area-page-props';
import { AreaPageFrame } from '@/resources/area-page/area-page-frame';
import { MoneyInput } from '@/resources/engine/inputs/basic-inputs';
import { toHttpError } from '@/providers/data-provider';
import {
  deleteScheme,
  getScheme,
  listCategories,
  payKeys,
  saveScheme,
  type ServiceCategory,
} from './pay-api';

type Draft = Required<Omit<PaySchemeInput, 'categoryPercents'>> & {
  categoryPercents: { categoryId: number | ''; percent: string }[];
};

const emptyDraft: Draft = {
  name: '',
  fixedAmount: '0',
  fixedPer: 'none',
  servicePercent: '0',
  productPercent: '0',
  categoryPercents: [],
  minimum: '0',
};

const draftOf = (scheme: PaySchemeRecord): Draft => ({
  name: scheme.name,
  fixedAmount: scheme.fixedAmount,
  fixedPer: scheme.fixedPer,
  servicePercent: scheme.servicePercent,
  productPercent: scheme.productPercent,
  categoryPercents: scheme.categoryPercents,
  minimum: scheme.minimum,
});

/** Field messages by path ("categoryPercents.0.percent"), from the shared schema before sending or the server after. */
type Issues = Record<string, string>;

function SchemeForm({
  branchId,
  scheme,
  categories,
  viewOnly,
}: {
  branchId: number;
  scheme: PaySchemeRecord | null;
  categories: ServiceCategory[];
  viewOnly: boolean;
}) {
  const { t } = useTranslation('pay');
  const { orgId = '' } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { open: notify } = useNotification();
  const currency = useWorkspace()?.branch?.ISOCurrency;
  const [draft, setDraft] = useState<Draft>(scheme ? draftOf(scheme) : emptyDraft);
  const [issues, setIssues] = useState<Issues>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const listPath = branchPath(orgId, branchId, 'team/salary');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const field = (path: string) => ({
    error: Boolean(issues[path]),
    helperText: issues[path],
    disabled: viewOnly || busy,
  });

  const save = async () => {
    const parsed = paySchemeCreateSchema.safeParse(draft);
    if (!parsed.success) {
      setIssues(
        Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      );
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      const saved = await saveScheme(
        branchId,
        scheme?.id ?? null,
        scheme ? { ...parsed.data, version: scheme.version } : parsed.data,
      );
      await queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
      notify?.({ type: 'success', message: t('form.saved', { name: saved.name }) });
      void navigate(listPath);
    } catch (error) {
      const http = toHttpError(error);
      setIssues(
        Object.fromEntries(
          Object.entries(http.errors ?? {}).map(([path, messages]) => [
            path,
            String(Array.isArray(messages) ? messages[0] : messages),
          ]),
        ),
      );
      setFailure(http.message);
    } finally {
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!scheme || !window.confirm(t('form.confirmDelete', { name: scheme.name }))) return;
    try {
      await deleteScheme(scheme.id);
      await queryClient.invalidateQueries({ queryKey: payKeys.all(branchId) });
      void navigate(listPath);
    } catch (error) {
      setFailure(toHttpError(error).message);
    }
  };

  const percentInput = (label: string, path: string, value: string, onChange: (value: string) => void) => (
    <MoneyInput
      label={label}
      value={value}
      onChange={(next) => onChange(String(next ?? ''))}
      nullable={false}
      currency="%"
      {...field(path)}
    />
  );

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => (event.preventDefault(), void save())}
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2.5, maxWidth: 760 }}
    >
      {failure ? <Alert severity="error">{failure}</Alert> : null}
      <TextField
        label={t('fields.name')}
        value={draft.name}
        onChange={(event) => set('name', event.target.value)}
        required
        {...field('name')}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          select
          label={t('fields.fixedPer')}
          value={draft.fixedPer}
          onChange={(event) => set('fixedPer', event.target.value as Draft['fixedPer'])}
          {...field('fixedPer')}
        >
          {payFixedPeriods.map((period) => (
            <MenuItem key={period} value={period}>
              {t(`fixedPer.${period}`)}
            </MenuItem>
          ))}
        </TextField>
        <MoneyInput
          label={t('fields.fixedAmount')}
          value={draft.fixedAmount}
          onChange={(value) => set('fixedAmount', String(value ?? ''))}
          nullable={false}
          currency={currency}
          {...field('fixedAmount')}
          disabled={viewOnly || busy || draft.fixedPer === 'none'}
        />
        {percentInput(t('fields.servicePercent'), 'servicePercent', draft.servicePercent, (value) =>
          set('servicePercent', value),
        )}
        {percentInput(t('fields.productPercent'), 'productPercent', draft.productPercent, (value) =>
          set('productPercent', value),
        )}
      </Box>
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        <Typography component="legend" variant="subtitle1" sx={{ mb: 0.5 }}>
          {t('fields.categoryPercents')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('form.categoryHelp')}
        </Typography>
        {draft.categoryPercents.map((row, index) => (
          <Box
            key={index}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr 40px', sm: '2fr 1fr 40px' },
              alignItems: 'start',
            }}
          >
            <TextField
              select
              label={t('fields.category')}
              value={row.categoryId}
              onChange={(event) =>
                set(
                  'categoryPercents',
                  draft.categoryPercents.map((other, at) =>
                    at === index ? { ...other, categoryId: Number(event.target.value) } : other,
                  ),
                )
              }
              {...field(`categoryPercents.${index}.categoryId`)}
            >
              {categories.map((category) => (
                <MenuItem key={category.id} value={category.id}>
                  {category.name}
                </MenuItem>
              ))}
            </TextField>
            <Box sx={{ gridRow: { xs: 2, sm: 'auto' } }}>
              {percentInput(t('fields.percent'), `categoryPercents.${index}.percent`, row.percent, (value) =>
                set(
                  'categoryPercents',
                  draft.categoryPercents.map((other, at) =>
                    at === index ? { ...other, percent: value } : other,
                  ),
                ),
              )}
            </Box>
            <IconButton
              aria-label={t('form.removeCategory')}
              disabled={viewOnly}
              onClick={() =>
                set(
                  'categoryPercents',
                  draft.categoryPercents.filter((_, at) => at !== index),
                )
              }
              sx={{ mt: 1 }}
            >
              <DeleteOutlineIcon />
            </IconButton>
          </Box>
        ))}
        {issues['categoryPercents'] ? <Alert severity="error">{issues['categoryPercents']}</Alert> : null}
        <Box>
          <Button
            startIcon={<AddIcon />}
            disabled={viewOnly || categories.length === 0}
            onClick={() =>
              set('categoryPercents', [
                ...draft.categoryPercents,
                { categoryId: '', percent: draft.servicePercent },
              ])
            }
          >
            {categories.length === 0 ? t('form.noCategories') : t('form.addCategory')}
          </Button>
        </Box>
      </Box>
      <MoneyInput
        label={t('fields.minimum')}
        value={draft.minimum}
        onChange={(value) => set('minimum', String(value ?? ''))}
        nullable={false}
        currency={currency}
        {...field('minimum')}
        helperText={issues['minimum'] ?? t('form.minimumHelp')}
      />
      {viewOnly ? null : (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'space-between' }}>
          <Button type="submit" variant="contained" disabled={busy}>
            {t('form.save')}
          </Button>
          {scheme ? (
            <Button color="error" startIcon={<DeleteOutlineIcon />} onClick={() => void remove()}>
              {t('form.delete')}
            </Button>
          ) : null}
        </Box>
      )}
    </Paper>
  );
}

/** Team → Pay schemes → new or one scheme: what it pays, per shift or month, by percentage, and at least. */
export function PaySchemeFormPage(props: AreaPageProps) {
  const { t } = useTranslation('pay');
  const { branchId = '', schemeId } = useParams();
  const id = schemeId ? Number(schemeId) : null;
  const scheme = useQuery({
    queryKey: payKeys.scheme(Number(branchId), id ?? 0),
    queryFn: () => getScheme(id!),
    enabled: id !== null,
    retry: false,
  });
  const categories = useQuery({
    queryKey: payKeys.categories(Number(branchId)),
    queryFn: () => listCategories(Number(branchId)),
  });
  const failed = scheme.error ?? categories.error;
  let content;
  if ((id !== null && scheme.isPending) || categories.isPending)
    content = <LoadingState label={t('loading')} />;
  else if (failed)
    content = (
      <ErrorState
        title={t('form.loadFailed')}
        message={toHttpError(failed).message}
        retryLabel={t('retry')}
        onRetry={() => void (scheme.refetch(), categories.refetch())}
      />
    );
  else
    content = (
      <SchemeForm
        key={scheme.data?.version ?? 0}
        branchId={Number(branchId)}
        scheme={scheme.data ?? null}
        categories={categories.data ?? []}
        viewOnly={props.viewOnly}
      />
    );
  return (
    <AreaPageFrame {...props} {...(scheme.data ? { title: scheme.data.name } : {})}>
      {content}
    </AreaPageFrame>
  );
}
