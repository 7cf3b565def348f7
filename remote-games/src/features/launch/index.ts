// What pages use of launching a game (tapping a tile, and /gamePage framing an internal game).
export { useLaunchGame, LAUNCH_LOADING_MS, LEAVING, type LaunchTarget } from './hooks/use-launch-game';
export { useFramedGame, type FramedGame } from './hooks/use-framed-game';
export { LaunchLoading } from './components/launch-loading';
