// What pages use of launching a game (tapping a tile, and /gamePage framing a game of the internal platform).
export { useLaunchGame } from './hooks/use-launch-game';
export { useFramedGame } from './hooks/use-framed-game';
export { LaunchLoading } from './components/launch-loading';
