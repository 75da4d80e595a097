import { createTournamentApp } from '@phc/shell';
import { resolveTournament } from '@phc/tournaments';

createTournamentApp(resolveTournament(document.documentElement.getAttribute('data-tournament')));
