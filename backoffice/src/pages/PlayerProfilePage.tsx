import { PlayerView } from '../features/players/PlayerView';

export default function PlayerProfilePage() {
  return <PlayerView />;
}
