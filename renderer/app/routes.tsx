import type { ComponentType } from 'react';
import { SettingsPage } from '../features/settings/SettingsPage';
import { CardsPage } from '../features/cards/CardsPage';
import { DecksPage } from '../features/decks/DecksPage';
import { RulesPage } from '../features/rules/RulesPage';
import { PlayPage } from '../features/play/PlayPage';
import { ArchivePage } from '../features/archive/ArchivePage';
import { HomePage } from '../features/home/HomePage';

export interface RouteDef {
  id: string;
  /** key in the `ui` namespace */
  label: string;
  component: ComponentType;
}

/** The app's top-level pages, in menu order; the first is the start page. Each feature adds its page here. */
export const routes: RouteDef[] = [
  { id: 'home', label: 'home:nav', component: HomePage },
  { id: 'cards', label: 'nav.cards', component: CardsPage },
  { id: 'decks', label: 'nav.decks', component: DecksPage },
  { id: 'archive', label: 'archive:nav', component: ArchivePage },
  { id: 'play', label: 'nav.play', component: PlayPage },
  { id: 'rules', label: 'nav.rules', component: RulesPage },
  { id: 'settings', label: 'nav.settings', component: SettingsPage },
];
