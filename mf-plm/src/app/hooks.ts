// The typed react-redux hooks of this remote. Lint bans the raw hooks everywhere else.
// eslint-disable-next-line no-restricted-imports -- the one place the raw hooks are typed
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
