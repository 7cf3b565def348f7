// The core of `@h5/shared`: loaded with the shell's first paint, so it stays light (no antd-mobile here:
// the antd-mobile components are in `@h5/shared/antd`, loaded with the first page that uses them).
import './ui/base.css';

export * from './api/client';
export * from './api/query';
export * from './api/idempotency';
export {
  EARLY_ANSWER_TTL_MS,
  EARLY_HERO_EVENT,
  earlyHero,
  type EarlyAnswer,
  type EarlyCall,
  type EarlyHero,
} from './api/early';
export { useEarlyHero } from './ui/early-hero';
export * from './session/store';
export * from './session/storage';
export * from './session/use-refresh-user';
export * from './routing';
export * from './federation/contract';
export { toast, type ToastKind } from './ui/toast';
export { confirmDialog, alertDialog, type DialogOptions } from './ui/dialog';
export { trapFocus, useDialogFocus } from './ui/focus';
export { useRovingTabs } from './ui/roving-tabs';
export { useLoading } from './ui/loading';
export { PageHeader } from './ui/page-header';
export { ComingSoon } from './ui/coming-soon';
export type * from './types';
// Pure helpers are not re-exported here (they would ride on the shell's first paint): areas import them from
// `@h5/shared/validators`, `@h5/shared/money`, `@h5/shared/time` and `@h5/shared/types` (labels), and each area
// bundles only what it uses. Only what must exist once (client, store, router, UI state) lives in this entry.
