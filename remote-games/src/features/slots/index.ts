// What /concise uses of the slot providers' games.
export { useProviderTab } from './hooks/use-provider-tab';
export { useSlotGameList, type SlotGameList } from './hooks/use-slot-game-list';
export { SlotGameGrid } from './components/slot-game-grid';
