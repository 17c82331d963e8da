import { createContext } from 'react';
import type { RootStore } from '../stores/root-store';

export const StoreContext = createContext<RootStore | null>(null);
