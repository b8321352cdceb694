"use client";

import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from "react";
import { site } from "@/config/site";
import { usePathname } from "@/lib/i18n/navigation";
import { loadNow, useAfterLoad } from "./after-load";
import type { ThemeEngineApi } from "./theme-engine";

// The colour mode. The pre-paint script (lib/security/theme-script.ts) sets it before the first
// paint; next-themes (theme-engine.tsx) keeps it afterwards: the stored choice ("theme" in local
// storage), the system's mode and its changes, other tabs, routes listed in config/site.ts that force
// theirs. next-themes loads after the page (after-load.ts), so its code is not in the page's first
// load; this provider stands in front of it with the same `useTheme` answer. A choice made before
// it has loaded is kept and handed to it as soon as it has.

export type ThemeApi = {
  /** The reader's choice: "system" (also when none is stored, and on the server), "light" or "dark". */
  theme: string | undefined;
  /** The route's forced mode (config/site.ts), if any. */
  forcedTheme: string | undefined;
  setTheme: (theme: string) => void;
};

const ThemeEngine = lazy(() => import("./theme-engine"));
const Theme = createContext<ThemeApi>({ theme: undefined, forcedTheme: undefined, setTheme: () => {} });

const storedTheme = () => {
  try {
    return localStorage.getItem("theme") ?? undefined;
  } catch {
    return undefined;
  }
};
const noChanges = () => () => {};

export function ThemeProvider({ children }: { children: ReactNode }) {
  const forcedTheme = site.forcedThemes[usePathname()];
  const loaded = useAfterLoad();
  const stored = useSyncExternalStore(noChanges, storedTheme, () => undefined);
  const [engine, setEngine] = useState<ThemeEngineApi>();
  // A choice made before next-themes has loaded: shown at once, handed over when it is ready.
  const [wanted, setWanted] = useState<string>();
  const handOver = useRef<string>(undefined);
  // The engine as soon as it reports, before the state above re-renders: a click in between would
  // otherwise be left in handOver after the hand-over (the switcher showing "dark", the page light).
  const ready = useRef<ThemeEngineApi>(undefined);

  const onReady = useCallback((api: ThemeEngineApi) => {
    ready.current = api;
    const choice = handOver.current;
    handOver.current = undefined;
    if (choice && choice !== api.theme) api.setTheme(choice);
    setEngine(api);
  }, []);
  const setTheme = useCallback((theme: string) => {
    if (ready.current) return ready.current.setTheme(theme);
    handOver.current = theme;
    setWanted(theme);
    loadNow();
  }, []);
  const api = useMemo(
    () => ({ theme: engine?.theme ?? wanted ?? stored ?? "system", forcedTheme, setTheme }),
    [wanted, engine, stored, forcedTheme, setTheme],
  );

  return (
    <Theme value={api}>
      {children}
      {loaded && (
        <Suspense>
          <ThemeEngine forcedTheme={forcedTheme} onReady={onReady} />
        </Suspense>
      )}
    </Theme>
  );
}

/** The colour mode and its setter, as next-themes' `useTheme` gives them. */
export function useTheme(): ThemeApi {
  return useContext(Theme);
}
