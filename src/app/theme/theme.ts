import { alpha, createTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/x-date-pickers/themeAugmentation';
import { appConfig } from '@/schema/config';

declare module '@mui/material/styles' {
  // Module augmentation needs an interface: adds the spec's 375 and 1920 px breakpoints (spec §9).
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
  interface BreakpointOverrides {
    mobile: true;
    xxl: true;
  }
}

/** Zinc greys for surfaces and text (spec §9 "grey zinc surfaces"). */
export const zinc = {
  50: '#fafafa',
  100: '#f4f4f5',
  200: '#e4e4e7',
  300: '#d4d4d8',
  400: '#a1a1aa',
  500: '#71717a',
  600: '#52525b',
  700: '#3f3f46',
  800: '#27272a',
  900: '#18181b',
  950: '#09090b',
} as const;

/** Dark navy, the brand colour (also the browser's theme-color in index.html). */
export const navy = { main: '#0f1b3d', light: '#2a3b6b', dark: '#080f24', soft: '#a9bcf5' } as const;

const focusRing = (theme: Theme) => `0 0 0 3px ${alpha(theme.palette.primary.main, 0.45)}`;

/**
 * Light and dark schemes; dark mode is switched by the `dark` class on <html> (spec §9), which MUI's
 * colour-scheme manager sets from the user's setting (light / dark / system).
 */
export const theme = createTheme({
  cssVariables: { colorSchemeSelector: 'class' },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: navy.main, light: navy.light, dark: navy.dark, contrastText: '#ffffff' },
        secondary: { main: zinc[600] },
        grey: zinc,
        background: { default: zinc[100], paper: '#ffffff' },
        text: { primary: zinc[900], secondary: zinc[600] },
        divider: zinc[200],
      },
    },
    dark: {
      palette: {
        // Navy itself is too dark to read on dark surfaces: the light tint of it carries the brand there.
        primary: { main: navy.soft, light: '#d0dbff', dark: '#7f95d6', contrastText: navy.dark },
        secondary: { main: zinc[400] },
        grey: zinc,
        background: { default: zinc[950], paper: zinc[900] },
        text: { primary: zinc[100], secondary: zinc[400] },
        divider: zinc[800],
      },
    },
  },
  breakpoints: { values: appConfig.breakpoints },
  // Toasts stack at 1000 (spec §9) and must show above the bars, so the bars and the permanent drawer sit
  // just below it; menus, dialogs and temporary drawers (modal, 1300) still cover everything.
  zIndex: { appBar: appConfig.toast.zIndex - 10, drawer: appConfig.toast.zIndex - 20 },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: (t: Theme) => ({
        // Spec §9: no focus ring outline; keyboard users still see where they are (WCAG 2.4.7).
        '*:focus': { outline: 'none' },
        '*:focus-visible': { outline: 'none', boxShadow: focusRing(t), borderRadius: 4 },
        body: { minHeight: '100vh', WebkitTapHighlightColor: 'transparent' },
        // Installed app owns the full screen height (spec §4 "Display mode").
        'body.full-screen-height': { minHeight: '100dvh', height: '100dvh', overscrollBehaviorY: 'none' },
        // Safe-area paddings for notches and home indicators; the bars add their own inset on top of these.
        'body.all-safe-zones': {
          paddingLeft: 'env(safe-area-inset-left)',
          paddingRight: 'env(safe-area-inset-right)',
        },
      }),
    },
    MuiButtonBase: {
      styleOverrides: { root: ({ theme: t }) => ({ '&.Mui-focusVisible': { boxShadow: focusRing(t) } }) },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
    MuiPaper: { styleOverrides: { rounded: { borderRadius: 12 } } },
    MuiOutlinedInput: {
      styleOverrides: {
        // Spec §9: form fields padded 1rem horizontally and 0.75rem vertically.
        input: { padding: '0.75rem 1rem' },
        root: ({ theme: t }) => ({ '&.Mui-focused': { boxShadow: focusRing(t) } }),
      },
    },
    MuiInputLabel: {
      styleOverrides: {
        // Keeps the resting label centred in the taller 0.75rem-padded field.
        outlined: { '&:not(.MuiInputLabel-shrink)': { transform: 'translate(1rem, 0.8rem) scale(1)' } },
      },
    },
    MuiSelect: { styleOverrides: { select: { padding: '0.75rem 1rem' } } },
    MuiAutocomplete: {
      styleOverrides: {
        // Same field height as every other input: the autocomplete's own root padding would add to ours.
        root: {
          '& .MuiOutlinedInput-root': { paddingTop: 0, paddingBottom: 0, paddingLeft: 0 },
          '& .MuiOutlinedInput-root .MuiAutocomplete-input': { padding: '0.75rem 1rem' },
        },
      },
    },
    MuiTooltip: { styleOverrides: { tooltip: { maxWidth: '12.5rem' } } },
    MuiMenuItem: { styleOverrides: { root: { padding: '15px 20px' } } },
    MuiPickerPopper: { styleOverrides: { paper: { borderRadius: 3 } } },
    MuiDateCalendar: { styleOverrides: { root: { borderRadius: 3 } } },
  },
});
