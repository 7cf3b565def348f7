// What the red-packet page (/hongbao) and the welfare centre (/welfare) use.
export { useRedPacket } from './hooks/use-red-packet';
export { useRedPacketInfo } from './api/get-red-packet-info';
export { useRedPacketRecordPages } from './api/post-red-packet-records';
export { remainingDraws } from './popup';
export { CoinArt, EnvelopeArt } from './components/envelope-art';
export { RedPacketPopupView } from './components/red-packet-popup';
export { RulesTable } from './components/rules-table';
