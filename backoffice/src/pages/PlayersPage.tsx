import { PlayerSearch } from '../features/players/PlayerSearch';

export default function PlayersPage() {
  return <PlayerSearch />;
}
