import type { ComponentType } from 'react';

/** A page module loaded on demand, so each route is its own chunk. */
export type LazyPage = () => Promise<{ default: ComponentType }>;
