// The protection feature's public surface (理性娱乐, issue 22): what /responsible uses.
export { BlockBanner } from './components/block-banner';
export { BreakCard } from './components/break-card';
export { ChoiceCard } from './components/choice-card';
export { LimitCard } from './components/limit-card';
export { LimitEditor } from './components/limit-editor';
export { ProtectionHistory } from './components/protection-history';
export { RealitySummary } from './components/reality-summary';
export { SHEET_CHOICES, useProtectionPage } from './hooks/use-protection-page';
