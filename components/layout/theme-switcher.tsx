"use client";

import { useTheme } from "next-themes";
import { useSyncExternalStore } from "react";

const modes = ["system", "light", "dark"] as const;

// Its words come from the server (components/layout/header.tsx), so no message is formatted in the browser.
export type ThemeSwitcherLabels = Record<(typeof modes)[number] | "label" | "forced", string>;

const icons: Record<(typeof modes)[number], string> = {
  system: "M4 5h16v10H4zM8 19h8M12 15v4",
  light:
    "M12 4V2M12 22v-2M4 12H2M22 12h-2M5.6 5.6 4.2 4.2M19.8 19.8l-1.4-1.4M5.6 18.4l-1.4 1.4M19.8 4.2l-1.4 1.4M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8z",
  dark: "M20 14.5A8 8 0 1 1 9.5 4a6.5 6.5 0 0 0 10.5 10.5z",
};

// The stored choice is only known in the browser; render neutral on the server.
const useMounted = () =>
  useSyncExternalStore(
    () => () => {},
    () => true,
    () => false,
  );

export function ThemeSwitcher({ labels }: { labels: ThemeSwitcherLabels }) {
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
          className="rounded-full p-1.5 text-slate-600 hover:text-slate-900 disabled:opacity-50 aria-pressed:bg-slate-200 aria-pressed:text-slate-900 dark:text-slate-300 dark:hover:text-white dark:aria-pressed:bg-slate-700 dark:aria-pressed:text-white"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d={icons[mode]} />
          </svg>
          <span className="sr-only">{labels[mode]}</span>
        </button>
      ))}
    </div>
  );
}
