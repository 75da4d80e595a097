// Theme contract
export * from './lib/theme/base-theme';
export * from './lib/theme/create-theme';
export * from './lib/theme/media';
export * from './lib/theme/global-style';
// Primitives
export * from './lib/layout';
export * from './lib/paper';
export * from './lib/typography';
export * from './lib/button';
export * from './lib/spinner';
export * from './lib/feedback';
export * from './lib/page-skeleton';
export * from './lib/first-paint-gate';
export * from './lib/query-boundary';
export * from './lib/table';
export * from './lib/chips';
export * from './lib/country-flag';
export * from './lib/use-near-viewport';
export * from './lib/calendar-links';
export * from './lib/qr-code';
export * from './lib/qr-image';
// Forms, alerts, dialogs
export * from './lib/form-field';
export * from './lib/form-actions';
export * from './lib/alerts';
export * from './lib/dialog';
export * from './lib/confirm';
// Context every feature reads
export * from './lib/tournament-context';
export * from './lib/document-title';
// Test helpers (renderWithTheme) live in '@phc/ui/testing', so Testing Library stays out of app bundles.
