// The only place the raw react-redux hooks are used (lint bans them elsewhere): typed once here.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from './store';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
