import { useContext } from 'react';
import type { RootStore } from '../../stores/root-store';
import { StoreContext } from '../store-context';

export function useRootStore(): RootStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useRootStore: no StoreContext provider above this component');
  return store;
}
