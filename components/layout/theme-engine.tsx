"use client";

import { ThemeProvider as NextThemesProvider, useTheme } from "next-themes";
import { useEffect } from "react";

// next-themes, loaded after the page by theme-provider.tsx, which hands its answer to the page.
// Its own pre-paint script is turned into an inert data block (a non-JavaScript type):
// lib/security/theme-script.ts does that job under the Content-Security-Policy.
const inertScript = { type: "text/x-next-themes-disabled" } as const;

export type ThemeEngineApi = { theme: string | undefined; setTheme: (theme: string) => void };

type Props = { forcedTheme: string | undefined; onReady: (api: ThemeEngineApi) => void };

export default function ThemeEngine({ forcedTheme, onReady }: Props) {
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={forcedTheme}
      scriptProps={inertScript}
    >
      <Report onReady={onReady} />
    </NextThemesProvider>
  );
}

function Report({ onReady }: Pick<Props, "onReady">) {
  const { theme, setTheme } = useTheme();
  useEffect(() => onReady({ theme, setTheme }), [theme, setTheme, onReady]);
  return null;
}
