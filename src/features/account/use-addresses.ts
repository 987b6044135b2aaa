import { useCallback, useEffect, useState } from 'react';
import type { QueryState } from '../../lib/use-api-query';
import { fetchAddresses } from './api';
import type { SavedAddress } from '../../../contract/types';

/**
 * The saved addresses as the screen shows them: read once, and read again after each change (the
 * server decides the order and which one is the default, so the screen never guesses).
 */
export function useAddresses(): QueryState<SavedAddress[]> & { reload: () => Promise<void> } {
  const [state, setState] = useState<{ data?: SavedAddress[]; error?: unknown }>({});
  const reload = useCallback(
    () =>
      fetchAddresses()
        .then((data) => setState({ data }))
        .catch((error: unknown) => setState((s) => (s.data ? s : { error }))),
    [],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return {
    data: state.data,
    error: state.error,
    loading: !state.data && !state.error,
    retry: () => {
      setState({});
      void reload();
    },
    reload,
  };
}
