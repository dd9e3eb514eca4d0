// useMutation: React Query's mutation hook. onMutate's result comes back to onSuccess, onError and
// onSettled (for optimistic updates and their rollback); the result shows the latest call.
import { useCallback, useEffect, useRef, useState } from 'react';
import { noop, type QueryClient, type QueryKey } from './query-cache';
import { useQueryClient } from './query-client-provider';

export interface MutationFunctionContext {
  client: QueryClient;
  meta: Record<string, unknown> | undefined;
  mutationKey: QueryKey | undefined;
}

export interface MutateOptions<TData, TError, TVariables, TOnMutateResult> {
  onSuccess?: (
    data: TData,
    variables: TVariables,
    onMutateResult: TOnMutateResult | undefined,
    context: MutationFunctionContext,
  ) => unknown;
  onError?: (
    error: TError,
    variables: TVariables,
    onMutateResult: TOnMutateResult | undefined,
    context: MutationFunctionContext,
  ) => unknown;
  onSettled?: (
    data: TData | undefined,
    error: TError | null,
    variables: TVariables,
    onMutateResult: TOnMutateResult | undefined,
    context: MutationFunctionContext,
  ) => unknown;
}

export interface UseMutationOptions<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutateResult = unknown,
> extends MutateOptions<TData, TError, TVariables, TOnMutateResult> {
  mutationFn?: (variables: TVariables, context: MutationFunctionContext) => Promise<TData>;
  mutationKey?: QueryKey;
  meta?: Record<string, unknown>;
  /** Runs before mutationFn; what it returns is handed to the other callbacks (e.g. a rollback). */
  onMutate?: (
    variables: TVariables,
    context: MutationFunctionContext,
  ) => TOnMutateResult | Promise<TOnMutateResult>;
  /** Accepted for React Query's sake: mutations are never retried here. */
  retry?: false;
}

export interface MutationState<TData = unknown, TError = Error, TVariables = void> {
  status: 'idle' | 'pending' | 'success' | 'error';
  data: TData | undefined;
  error: TError | null;
  variables: TVariables | undefined;
  submittedAt: number;
}

export interface UseMutationResult<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutateResult = unknown,
> extends MutationState<TData, TError, TVariables> {
  isIdle: boolean;
  isPending: boolean;
  isSuccess: boolean;
  isError: boolean;
  /** Runs the mutation; errors reach onError, never the caller. */
  mutate: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TOnMutateResult>,
  ) => void;
  /** Runs the mutation and resolves with its data or rejects with its error. */
  mutateAsync: (
    variables: TVariables,
    options?: MutateOptions<TData, TError, TVariables, TOnMutateResult>,
  ) => Promise<TData>;
  /** Back to idle; a call in flight no longer updates the result. */
  reset: () => void;
}

const idle: MutationState<never, never, never> = {
  status: 'idle',
  data: undefined,
  error: null,
  variables: undefined,
  submittedAt: 0,
};

export function useMutation<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
  queryClient?: QueryClient,
): UseMutationResult<TData, TError, TVariables, TOnMutateResult> {
  type State = MutationState<TData, TError, TVariables>;
  type CallOptions = MutateOptions<TData, TError, TVariables, TOnMutateResult>;
  const client = useQueryClient(queryClient);
  const [state, setState] = useState<State>(idle);
  // The options of the last render, the number of the latest call, and whether still mounted.
  const latest = useRef({ options, call: 0, mounted: false });
  useEffect(() => {
    latest.current.options = options;
  });
  useEffect(() => {
    const current = latest.current;
    current.mounted = true;
    return () => {
      current.mounted = false;
    };
  }, []);

  const mutateAsync = useCallback(
    async (variables: TVariables, callOptions?: CallOptions): Promise<TData> => {
      const current = latest.current;
      const call = ++current.call;
      const { options } = current;
      const context = { client, meta: options.meta, mutationKey: options.mutationKey };
      // Only the latest call of a mounted component shows in the result and calls mutate's callbacks.
      const isLatest = () => current.call === call && current.mounted;
      const show = (patch: Partial<State>) => {
        if (isLatest()) setState((s) => ({ ...s, ...patch }));
      };
      show({ ...idle, status: 'pending', variables, submittedAt: Date.now() });
      let onMutateResult: TOnMutateResult | undefined;
      let data: TData;
      try {
        onMutateResult = await options.onMutate?.(variables, context);
        if (!options.mutationFn) throw new Error('No mutationFn');
        data = await options.mutationFn(variables, context);
        await options.onSuccess?.(data, variables, onMutateResult, context);
        await options.onSettled?.(data, null, variables, onMutateResult, context);
      } catch (caught) {
        const error = caught as TError;
        try {
          await options.onError?.(error, variables, onMutateResult, context);
          await options.onSettled?.(undefined, error, variables, onMutateResult, context);
        } finally {
          show({ status: 'error', error });
          if (isLatest()) {
            callOptions?.onError?.(error, variables, onMutateResult, context);
            callOptions?.onSettled?.(undefined, error, variables, onMutateResult, context);
          }
        }
        throw error;
      }
      show({ status: 'success', data });
      if (isLatest()) {
        callOptions?.onSuccess?.(data, variables, onMutateResult, context);
        callOptions?.onSettled?.(data, null, variables, onMutateResult, context);
      }
      return data;
    },
    [client],
  );

  const mutate = useCallback(
    (variables: TVariables, callOptions?: CallOptions) => {
      mutateAsync(variables, callOptions).catch(noop);
    },
    [mutateAsync],
  );

  const reset = useCallback(() => {
    latest.current.call++;
    setState(idle);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  };
}

/** Identity with types, like queryOptions, for mutations shared between hooks. */
export function mutationOptions<
  TData = unknown,
  TError = Error,
  TVariables = void,
  TOnMutateResult = unknown,
>(
  options: UseMutationOptions<TData, TError, TVariables, TOnMutateResult>,
): UseMutationOptions<TData, TError, TVariables, TOnMutateResult> {
  return options;
}
