// The mine feature's public surface: what /mine uses, and the avatar picker /userInfo shows too.
export { useUploadAvatar } from './api/upload-avatar';
export { AvatarPicker } from './components/avatar-picker';
export { EntryGrid, EntryList, PromoTiles } from './components/mine-entries';
export { MineHero } from './components/mine-hero';
export { Glyph } from './components/mine-icons';
export { WalletCard } from './components/wallet-card';
export { gridEntries, LIST_ENTRIES } from './entries';
export { LOGOUT_CONFIRM, useLogout } from './hooks/use-logout';
