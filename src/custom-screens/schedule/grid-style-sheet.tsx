import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import { memo } from 'react';
import { gridClass, gridStyles } from './grid-styles';

const sheet = (theme: Theme) => ({ [`.${gridClass.root}`]: gridStyles(theme) });

/** The grid's class rules, rendered apart from the grid so that scrolling does not write them again. */
export const GridStyleSheet = memo(function GridStyleSheet() {
  return <GlobalStyles styles={sheet} />;
});
