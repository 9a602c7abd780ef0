import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
/** The store itself, for reading state once in an event handler without subscribing to it. */
export const useAppStore = useStore.withTypes<AppStore>();

/**
 * A named selector that takes an argument besides the state (the fare list's sort and stops, the
 * page language, the clock), read with that argument: pages never write a selector lambda.
 */
export function useAppSelectorWith<A, R>(
  selector: (state: RootState, arg: A) => R,
  arg: A,
  equal?: (a: R, b: R) => boolean,
): R {
  return useAppSelector((state) => selector(state, arg), equal);
}
