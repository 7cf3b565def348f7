import { GameCatalogue } from '../features/catalogue/GameCatalogue';

export default function GamesPage() {
  return <GameCatalogue />;
}
