import { createAction, type PayloadAction } from '@reduxjs/toolkit';
import { combineLazySlices, createPlainSlice, sameOrNext } from './slice';

interface Counter {
  count: number;
  label: string;
}

const reset = createAction('other/reset');

const counter = createPlainSlice({
  name: 'counter',
  initialState: { count: 0, label: 'start' },
  reducers: {
    incremented: (state: Counter): Counter => ({ ...state, count: state.count + 1 }),
    labelled: (state: Counter, action: PayloadAction<string>): Counter => ({ ...state, label: action.payload }),
  },
  extraReducer: (state, action): Counter => (reset.match(action) ? { ...state, count: 0 } : state),
});

describe('a slice without immer', () => {
  it('names each action after the slice and the case, with the payload the case declares', () => {
    // Act
    const withPayload = counter.actions.labelled('next');
    const withoutPayload = counter.actions.incremented();

    // Assert
    expect(withPayload).toEqual({ type: 'counter/labelled', payload: 'next' });
    expect(withoutPayload).toEqual({ type: 'counter/incremented', payload: undefined });
    expect(counter.actions.labelled.match(withPayload)).toBe(true);
    expect(counter.reducerPath).toBe('counter');
  });

  it('starts from the initial state and runs the case of each action without changing the state it was given', () => {
    // Arrange
    const start = counter.reducer(undefined, { type: '@@init' });
    const frozen = Object.freeze({ ...start });

    // Act
    const next = counter.reducer(frozen, counter.actions.incremented());

    // Assert
    expect(start).toEqual({ count: 0, label: 'start' });
    expect(next).toEqual({ count: 1, label: 'start' });
    expect(frozen).toEqual({ count: 0, label: 'start' });
  });

  it('hands actions of other slices to the extra reducer', () => {
    // Arrange
    const counted = counter.reducer({ count: 5, label: 'x' }, counter.actions.incremented());

    // Act
    const cleared = counter.reducer(counted, reset());

    // Assert
    expect(cleared).toEqual({ count: 0, label: 'x' });
  });

  it('keeps the same state object when a case only writes back the values it already had', () => {
    // Arrange
    const state: Counter = { count: 2, label: 'same' };

    // Act
    const relabelled = counter.reducer(state, counter.actions.labelled('same'));
    const cleared = counter.reducer({ count: 0, label: 'same' }, reset());
    const unknown = counter.reducer(state, { type: 'elsewhere/happened' });

    // Assert
    expect(relabelled).toBe(state);
    expect(cleared).toEqual({ count: 0, label: 'same' });
    expect(unknown).toBe(state);
  });

  it('answers with the next state when a field was added, removed or changed', () => {
    // Arrange
    const state: { a: number; b?: number; c?: number } = { a: 1, b: undefined };

    // Act
    const added = sameOrNext(state, { a: 1, b: undefined, c: 3 });
    const swapped = sameOrNext(state, { a: 1, c: undefined });
    const changed = sameOrNext(state, { a: 2, b: undefined });
    const copied = sameOrNext(state, { ...state });

    // Assert
    expect(added).not.toBe(state);
    expect(swapped).not.toBe(state);
    expect(changed).toEqual({ a: 2, b: undefined });
    expect(copied).toBe(state);
  });
});

const other = createPlainSlice({
  name: 'other',
  initialState: { on: false },
  reducers: { switched: (state: { on: boolean }) => ({ on: !state.on }) },
});

describe('a root reducer with slices injected later', () => {
  it('holds the slices it was made with, and one injected later from the next action on', () => {
    // Arrange
    const root = combineLazySlices<{ counter: Counter }, { other: { on: boolean } }>({ counter: counter.reducer });
    const before = root(undefined, { type: '@@init' });

    // Act
    root.inject(other);
    const after = root(before, counter.actions.incremented());
    const switched = root(after, other.actions.switched());

    // Assert
    expect(before).toEqual({ counter: { count: 0, label: 'start' } });
    expect(after).toEqual({ counter: { count: 1, label: 'start' }, other: { on: false } });
    expect(switched.other).toEqual({ on: true });
  });

  it('starts from a partial state, and answers the same state when no slice changed', () => {
    // Arrange
    const root = combineLazySlices<{ counter: Counter; other: { on: boolean } }, object>({
      counter: counter.reducer,
      other: other.reducer,
    });
    const state = root({ counter: { count: 4, label: 'kept' } }, { type: '@@init' });

    // Act
    const unchanged = root(state, { type: 'elsewhere/happened' });

    // Assert
    expect(state).toEqual({ counter: { count: 4, label: 'kept' }, other: { on: false } });
    expect(unchanged).toBe(state);
  });

  it('keeps the reducer of a slice already there when a slice of the same name is injected', () => {
    // Arrange
    const root = combineLazySlices<{ counter: Counter }, { other: { on: boolean } }>({ counter: counter.reducer });
    root.inject(other);
    const impostor = { reducerPath: 'other' as const, reducer: () => ({ on: true }) };

    // Act
    root.inject(impostor);
    const state = root(undefined, { type: '@@init' });

    // Assert
    expect(state.other).toEqual({ on: false });
  });
});
