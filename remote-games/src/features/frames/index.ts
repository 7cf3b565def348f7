// What /gamePage uses to frame the agent page, customer service and the iOS download (a game's address: ../launch).
export { frameSourceOf, FRAME_SANDBOXES } from './frame-source';
export { useFramedPage } from './hooks/use-framed-page';
export { useFrameTitle } from './hooks/use-frame-title';
export { useBackGoesHome } from './hooks/use-back-goes-home';
export { FrameBar } from './components/frame-bar';
export { FrameFailure } from './components/frame-failure';
