// @vitest-environment jsdom
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n, loadLanguage } from '@/i18n/i18n';
import { clientsResource } from '@/schema/resources/clients';
import { CsvImportDialog } from './csv-import-dialog';

/** The dialog as a person meets it: a file that cannot be trusted is refused with a reason, a good one is read. */
describe('CSV import dialog', () => {
  beforeAll(() => loadLanguage('EN'));
  afterEach(cleanup);

  const choose = (parts: BlobPart[]) => {
    const input = screen.getByLabelText(i18n.t('chooseFile', { ns: 'import' }));
    fireEvent.change(input, { target: { files: [new File(parts, 'clients.csv', { type: 'text/csv' })] } });
  };

  it('refuses a file that is not UTF-8, then one with an unpaired quote, then reads a good one', async () => {
    render(
      <ThemeProvider theme={createTheme()}>
        <CsvImportDialog definition={clientsResource} apiPath="branches/1/clients" open onClose={() => {}} />
      </ThemeProvider>,
    );

    choose([new TextEncoder().encode('firstName,lastName\nJos'), Uint8Array.from([0xe9]), new TextEncoder().encode(',Silva\n')]);
    expect((await screen.findByRole('alert')).textContent).toBe(i18n.t('notUtf8', { ns: 'import' }));
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);

    choose(['firstName,lastName\nAna,Silva\nBob,"Open\nCid,Lost\n']);
    expect((await screen.findByText(/^Line 3 has a quotation mark/)).closest('[role=alert]')).not.toBeNull();

    choose(['\uFEFFfirstName;lastName\nAna;Silva\nBob;Stone\n']);
    expect(await screen.findByText('2 rows in clients.csv')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
