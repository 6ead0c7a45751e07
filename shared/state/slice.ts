/**
 * A slice without immer (docs/adr/043-state-without-immer.md): Redux Toolkit's `createAction` makes
 * the action creators and each case reducer returns the next state itself, so the page bundle never
 * carries `createSlice` and immer. The result has the `reducerPath` and `reducer` that
 * `combineLazySlices` and its `inject` read (shared/state/store.ts).
 */
import {
  combineReducers,
  createAction,
  type ActionCreatorWithoutPayload,
  type PayloadAction,
  type PayloadActionCreator,
  type Reducer,
  type ReducersMapObject,
  type UnknownAction,
} from '@reduxjs/toolkit';

/** A case reducer: the state and its action in, the next state out; it never changes `state`. */
export type CaseReducer<S> = (state: S, action: PayloadAction<never>) => S;

/** An action creator per case reducer: with the payload its action declares, or none. */
export type ActionCreatorsOf<S, C extends Record<string, CaseReducer<S>>> = {
  [K in keyof C]: C[K] extends (state: S, action: infer A) => S
    ? A extends PayloadAction<infer P>
      ? PayloadActionCreator<P>
      : ActionCreatorWithoutPayload
    : never;
};

export interface PlainSlice<S, C extends Record<string, CaseReducer<S>>, N extends string> {
  name: N;
  reducerPath: N;
  reducer: (state: S | undefined, action: UnknownAction) => S;
  actions: ActionCreatorsOf<S, C>;
}

export interface PlainSliceOptions<S, C extends Record<string, CaseReducer<S>>, N extends string> {
  name: N;
  initialState: S;
  /** One case per action of this slice, typed `{name}/{key}`. */
  reducers: C;
  /** Actions of other slices and thunks; returns `state` itself for any action it does not handle. */
  extraReducer?: (state: S, action: UnknownAction) => S;
}

/**
 * `state` itself when `next` only copies its fields, as immer answers an assignment of the same
 * value: a selector of the whole slice then keeps its result and nothing re-renders.
 */
export function sameOrNext<S>(state: S, next: S): S {
  if (state === next || typeof state !== 'object' || state === null || typeof next !== 'object' || next === null) {
    return next;
  }
  const before = Object.keys(state);
  const after = Object.keys(next);
  if (before.length !== after.length) return next;
  for (const key of after) {
    if (!Object.hasOwn(state, key)) return next;
    if (!Object.is((state as Record<string, unknown>)[key], (next as Record<string, unknown>)[key])) return next;
  }
  return state;
}

export function createPlainSlice<S, C extends Record<string, CaseReducer<S>>, N extends string>(
  options: PlainSliceOptions<S, C, N>,
): PlainSlice<S, C, N> {
  const { name, initialState, reducers, extraReducer } = options;
  const cases = new Map<string, CaseReducer<S>>();
  const actions: Record<string, unknown> = {};
  for (const [key, caseReducer] of Object.entries(reducers)) {
    const type = `${name}/${key}`;
    cases.set(type, caseReducer);
    actions[key] = createAction(type);
  }
  const reducer = (state: S = initialState, action: UnknownAction): S => {
    const caseReducer = cases.get(action.type);
    // The action's payload type is the case reducer's own, since its creator made it.
    if (caseReducer) return sameOrNext(state, caseReducer(state, action as PayloadAction<never>));
    return extraReducer ? sameOrNext(state, extraReducer(state, action)) : state;
  };
  return { name, reducerPath: name, reducer, actions: actions as ActionCreatorsOf<S, C> };
}

/** The reducer of each slice, by the slice's name. */
export type ReducersOf<S> = { [K in keyof S]: Reducer<S[K], UnknownAction> };

/**
 * The root reducer of a store whose slices `L` are added later, by the modules that need them: the
 * state has the slices of `S` and those of `L` that have been injected (and have seen an action since).
 */
export interface LazySlicesReducer<S, L> {
  (state: Partial<S & L> | undefined, action: UnknownAction): S & Partial<L>;
  /** Adds a slice to every store of this reducer; its state appears with the next action. */
  inject<K extends keyof L & string>(slice: { reducerPath: K; reducer: Reducer<L[K], UnknownAction> }): void;
}

/**
 * Redux Toolkit's `combineSlices(...).withLazyLoadedSlices()` with only `inject`, which is all the
 * page uses of it: redux's `combineReducers` over the slices known so far, made again when a slice is
 * injected. A slice already there keeps its reducer, as `inject` does without `overrideExisting`.
 */
export function combineLazySlices<S extends object, L extends object>(initial: ReducersOf<S>): LazySlicesReducer<S, L> {
  const reducers: ReducersMapObject = { ...initial };
  let combined = combineReducers(reducers);
  const root = (state: Partial<S & L> | undefined, action: UnknownAction) => combined(state, action) as S & Partial<L>;
  return Object.assign(root, {
    inject<K extends keyof L & string>(slice: { reducerPath: K; reducer: Reducer<L[K], UnknownAction> }) {
      if (reducers[slice.reducerPath]) return;
      reducers[slice.reducerPath] = slice.reducer;
      combined = combineReducers(reducers);
    },
  });
}
