// `@h5/shared/ui`: the components more than one area needs (a filtered infinite list, copy buttons, server rich
// text, an embedded page). Not a federation singleton: each area bundles what it uses (they hold no site-wide state),
// so nothing here rides on the shell's first paint. antd-mobile comes from `@h5/shared/antd` (the one shared copy).
import './common.css';

export * from './copy';
export * from './rich-text';
export * from './infinite-list';
export * from './empty-art';
export * from './embedded-page';
export * from './filtered-list';
export * from './amount-input';
export * from './card-picker';
export * from './sheet';
export * from './option-sheet';
export * from './named-tabs';
export * from './picker-focus';
export * from './deposit-limit-offer';
