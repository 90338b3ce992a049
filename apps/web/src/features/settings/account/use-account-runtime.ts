import { useEffect, useState } from "react";
import { useSettingsServices, type AccountRuntime } from "../settings-services";

type RuntimeState = { runtime: AccountRuntime | null; failed: boolean };

/**
 * The account's code, loaded on first use (a chunk of its own, already there when this browser
 * has an account: the sync loops run on it). `failed` when it could not load.
 */
export function useAccountRuntime(): RuntimeState {
  const { loadAccount } = useSettingsServices();
  const [state, setState] = useState<RuntimeState>({ runtime: null, failed: false });
  useEffect(() => {
    let live = true;
    loadAccount().then(
      (runtime) => {
        if (live) setState({ runtime, failed: false });
      },
      (error: unknown) => {
        console.error("[settings] the account code did not load", error);
        if (live) setState({ runtime: null, failed: true });
      },
    );
    return () => {
      live = false;
    };
  }, [loadAccount]);
  return state;
}
