// The core of `@h5/shared`: loaded with the shell's first paint, so it stays light (no antd-mobile here:
// the antd-mobile components are in `@h5/shared/antd`, loaded with the first page that uses them).
import './ui/base.css';

export * from './api/client';
export * from './session/store';
export * from './session/storage';
export * from './routing';
export * from './federation/contract';
export { toast, type ToastKind } from './ui/toast';
export { confirmDialog, alertDialog, type DialogOptions } from './ui/dialog';
export { useLoading } from './ui/loading';
export { PageHeader } from './ui/page-header';
export { ComingSoon } from './ui/coming-soon';
export * from './validators';
export type * from './types';
