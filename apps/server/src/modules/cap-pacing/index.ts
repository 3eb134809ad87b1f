// How far each cap of an offer is used, as the caps tab shows it.

export { capPacingRoutes } from './routes';
