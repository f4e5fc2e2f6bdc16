/** The reports area's pages in one chunk: they share the period picker, the table, the chart and the print layout. */
export { AllReportsPage } from './all-reports-page';
export { CashFlowPage } from './cash-flow-page';
export { SalesByDayPage } from './sales-by-day-page';
