import { routeTable } from '../../../src/app/routes/route-table';

/** Every page address content may lead to: home and each route of the route table but the catch-all ones (never "not found"). */
export const ROUTE_PATTERNS: readonly string[] = ['/', ...routeTable.map((entry) => entry.path).filter((path) => !path.endsWith('*'))];
