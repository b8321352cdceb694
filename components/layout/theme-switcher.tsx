"use client";

import { useSyncExternalStore, type ReactNode } from "react";
import { useTheme } from "./theme-provider";

const modes = ["system", "light", "dark"] as const;
export type Mode = (typeof modes)[number];

// Its words come from the server (components/layout/header.tsx), so no message is formatted in the browser.
export type ThemeSwitcherLabels = Record<Mode | "label" | "forced", string>;

// The stored choice is only known in the browser; render neutral on the server.
const useMounted = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

/**
 * The three colour modes. Its words and icons come from the server (components/layout/header.tsx,
 * theme-icons.tsx), so neither is part of the page's script.
 */
export function ThemeSwitcher({ labels, icons }: { labels: ThemeSwitcherLabels; icons: Record<Mode, ReactNode> }) {
  const { theme, setTheme, forcedTheme } = useTheme();
  const mounted = useMounted();
  const current = mounted ? (forcedTheme ?? theme ?? "system") : undefined;

  return (
    <div
      role="group"
      aria-label={labels.label}
      title={forcedTheme ? labels.forced : undefined}
      className="flex rounded-full border border-slate-300 p-0.5 dark:border-slate-700"
    >
      {modes.map((mode) => (
        <button
          key={mode}
          type="button"
          aria-pressed={current === mode}
          disabled={Boolean(forcedTheme)}
          onClick={() => setTheme(mode)}
          className="theme-option"
        >
          {icons[mode]}
          <span className="sr-only">{labels[mode]}</span>
        </button>
      ))}
    </div>
  );
}
