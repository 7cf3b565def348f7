// What /vip uses of the VIP levels.
export { useLevelList } from './hooks/use-level-list';
export { usePlayerLevel } from './hooks/use-player-level';
export { VipLevels } from './components/vip-levels';
