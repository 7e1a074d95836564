/**
 * The Kaamyaab design tokens. Colours are chosen for WCAG AA contrast on white (text and
 * primary buttons at least 4.5:1). The 640 px breakpoint is the spec's mobile threshold.
 */
export const theme = {
  colors: {
    primary: '#0b6e4f',
    primaryDark: '#08523b',
    primaryLight: '#e6f2ee',
    accent: '#f2a541',
    text: '#1f2933',
    textMuted: '#52606d',
    background: '#ffffff',
    surface: '#f7f9fa',
    border: '#d9e2ec',
    danger: '#b42318',
    dangerLight: '#fdecea',
    success: '#067647',
    successLight: '#e3f6ec',
    warning: '#8a5a00',
    warningLight: '#fff4d6',
    focus: '#2563eb',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif",
  },
  radii: { sm: '6px', md: '10px', lg: '16px', pill: '999px' },
  shadows: {
    card: '0 1px 3px rgba(15, 23, 42, 0.08), 0 4px 12px rgba(15, 23, 42, 0.06)',
  },
  breakpoints: { mobile: '640px' },
  media: { mobile: '@media (max-width: 639.98px)' },
} as const;

export type Theme = typeof theme;
