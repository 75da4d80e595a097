/// <reference types='vite/client' />
import { defineConfig } from 'vite';
import { tournamentAppConfig } from '../../tools/vite/tournament-app.mts';

export default defineConfig(() => tournamentAppConfig(import.meta.dirname, { base: '/admin/', protocolPwa: false, countryFlags: false }));
