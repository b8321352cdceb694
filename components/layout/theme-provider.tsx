"use client";

import { ThemeProvider as NextThemesProvider } from "next-themes";
import type { ReactNode } from "react";
import { site } from "@/config/site";
import { usePathname } from "@/lib/i18n/navigation";

// next-themes' own pre-paint script is turned into an inert data block (a non-JavaScript type):
// lib/security/theme-script.ts does its job under the Content-Security-Policy.
const inertScript = { type: "text/x-next-themes-disabled" } as const;

/** Colour mode kept in local storage ("theme"); routes listed in config/site.ts force theirs. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  return (
    <NextThemesProvider
      attribute="class"
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={site.forcedThemes[pathname]}
      scriptProps={inertScript}
    >
      {children}
    </NextThemesProvider>
  );
}
