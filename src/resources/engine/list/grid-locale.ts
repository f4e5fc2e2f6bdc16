import { enUS, hrHR, ptPT, ruRU, trTR } from '@mui/x-data-grid/locales';

/** The grid's own texts (pager, column menu) per UI language; Croatian is the grid's nearest to Serbian. */
const gridLocales = { en: enUS, sr: hrHR, ru: ruRU, tr: trTR, pt: ptPT } as const;

export const gridLocaleText = (language: string | undefined) => {
  const code = (language ?? 'en').split(/[-_]/)[0] as keyof typeof gridLocales;
  return (gridLocales[code] ?? enUS).components.MuiDataGrid.defaultProps.localeText;
};
