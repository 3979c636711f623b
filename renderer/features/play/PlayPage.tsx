import { useEffect, useState } from 'react';
import { parsePlayHash } from './nav';
import { SavedGames } from './SavedGames';
import { NewGameForm } from './NewGameForm';
import { GameScreen } from './GameScreen';
import { ReplayScreen } from './ReplayScreen';
import '../../table/kit/table-common.css';
import './play.css';

/** #/play: saved games, new game, hotseat game, replay viewer. */
export function PlayPage() {
  const [route, setRoute] = useState(() => parsePlayHash(window.location.hash));
  useEffect(() => {
    const on = () => setRoute(parsePlayHash(window.location.hash));
    window.addEventListener('hashchange', on);
    return () => window.removeEventListener('hashchange', on);
  }, []);
  switch (route.page) {
    case 'new':
      return <NewGameForm />;
    case 'game':
      return <GameScreen key={route.id} id={route.id} />;
    case 'replay':
      return <ReplayScreen key={route.id} id={route.id} step={route.step} />;
    default:
      return <SavedGames />;
  }
}
