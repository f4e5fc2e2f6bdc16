import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import GlobalStyles from '@mui/material/GlobalStyles';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Sale } from '@/schema/sales/checkout';
import { receiptWidths, receiptWidthSchema, type ReceiptWidth } from '@/schema/sales/receipt';
import { LegalFooter } from '@/components/help/legal-footer';
import { useWorkspace } from '@/components/session/use-workspace';
import { ReceiptHeading, ReceiptLines } from './receipt-lines';

const widthKey = 'receipt.width';

/** The paper's width; a thermal roll's text is small and its margins thin, A4 keeps the office's margins. */
const paper: Record<ReceiptWidth, { width: string; page: string; fontSize: string }> = {
  '58mm': { width: '58mm', page: '58mm auto', fontSize: '11px' },
  '80mm': { width: '80mm', page: '80mm auto', fontSize: '12px' },
  a4: { width: '210mm', page: 'A4', fontSize: '14px' },
};

function rememberedWidth(): ReceiptWidth {
  try {
    const parsed = receiptWidthSchema.safeParse(globalThis.localStorage?.getItem(widthKey));
    return parsed.success ? parsed.data : '80mm';
  } catch {
    return '80mm';
  }
}

function rememberWidth(width: ReceiptWidth) {
  try {
    globalThis.localStorage?.setItem(widthKey, width);
  } catch {
    // Private mode: the choice lasts as long as the page.
  }
}

/**
 * "Print receipt": a preview at the chosen paper's width (58 mm, 80 mm roll or A4, remembered on this device) and
 * the browser's print. While printing, a print stylesheet leaves only the paper: black on white, whatever the
 * app's theme, sized for the printer's page.
 */
export function ReceiptPrintButton({ sale }: { sale: Sale }) {
  const { t } = useTranslation('checkout');
  const branchName = useWorkspace()?.branch?.name ?? '';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const [width, setWidth] = useState<ReceiptWidth>(rememberedWidth);
  const size = paper[width];
  return (
    <>
      <Button variant="outlined" size="small" startIcon={<PrintOutlinedIcon />} onClick={() => setOpen(true)}>
        {t('receipt.print')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullScreen={phone} maxWidth="md" className="receipt-print" aria-labelledby="receipt-print-title" sx={{ zIndex: (theme) => theme.zIndex.modal + 1 }}>
        {open ? (
          <GlobalStyles
            styles={{
              '@media print': {
                '@page': { size: size.page, margin: width === 'a4' ? '15mm' : '2mm' },
                'body > :not(.receipt-print), .receipt-print .MuiBackdrop-root, .receipt-print [data-print="hide"]': { display: 'none !important' },
                '.receipt-print, .receipt-print .MuiDialog-container, .receipt-print .MuiDialog-paper, .receipt-print .MuiDialogContent-root': {
                  position: 'static !important',
                  display: 'block !important',
                  margin: '0 !important',
                  padding: '0 !important',
                  maxWidth: 'none !important',
                  maxHeight: 'none !important',
                  overflow: 'visible !important',
                  boxShadow: 'none !important',
                  background: '#fff !important',
                },
              },
            }}
          />
        ) : null}
        <DialogTitle id="receipt-print-title" data-print="hide">
          {t('receipt.printTitle')}
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, justifyItems: 'start', alignContent: 'start' }}>
          <TextField
            select
            size="small"
            label={t('receipt.paper')}
            value={width}
            data-print="hide"
            onChange={(event) => {
              const next = receiptWidthSchema.parse(event.target.value);
              setWidth(next);
              rememberWidth(next);
            }}
            // Native: no menu to stack above the dialog, and a phone's own picker.
            slotProps={{ select: { native: true } }}
            sx={{ minWidth: 200 }}
          >
            {receiptWidths.map((option) => (
              <option key={option} value={option}>
                {t(`receipt.paperWidth.${option}`)}
              </option>
            ))}
          </TextField>
          {/* The paper: on screen as it will print, scrolling sideways where the screen is narrower than A4. */}
          <Box sx={{ maxWidth: '100%', overflowX: 'auto', '@media print': { overflow: 'visible' } }}>
            <Box
              component="article"
              aria-label={t('receipt.printable')}
              data-testid="printable-receipt"
              data-width={width}
              sx={{
                width: size.width,
                boxSizing: 'border-box',
                p: width === 'a4' ? 4 : 1.5,
                bgcolor: '#fff',
                border: 1,
                borderColor: 'divider',
                display: 'grid',
                gap: 1,
                fontSize: size.fontSize,
                '&, & *': { color: '#000 !important', borderColor: '#000 !important' },
                '& .MuiTypography-root': { fontSize: 'inherit' },
                '@media print': { border: 0, p: 0 },
              }}
            >
              <Typography sx={{ fontWeight: 700, textAlign: 'center' }}>{branchName}</Typography>
              <Typography sx={{ textAlign: 'center' }}>{t('receipt.number', { id: sale.id })}</Typography>
              <ReceiptHeading sale={sale} />
              <ReceiptLines sale={sale} />
              <LegalFooter />
            </Box>
          </Box>
        </DialogContent>
        <DialogActions data-print="hide">
          <Button onClick={() => setOpen(false)}>{t('receipt.close')}</Button>
          <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
            {t('receipt.printNow')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
