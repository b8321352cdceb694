import { site } from "@/config/site";
import { routing } from "@/lib/i18n/routing";

// The colour mode has to be set before the first paint, so it is an inline script in <head>.
// next-themes renders one of its own, but its text depends on the bundler's output, so a
// Content-Security-Policy could not name it by hash; this one is a constant string, rendered by
// app/[locale]/layout.tsx and allowed by its SHA-256 in lib/security/csp.ts (next-themes' own copy is
// switched off with a non-JavaScript type in components/layout/theme-engine.tsx). It does what
// next-themes' script does for our settings (class attribute, "theme" in localStorage, system by
// default, routes with a forced theme).
const others = routing.locales.filter((l) => l !== routing.defaultLocale).join("|");

export const themeScript =
  `(function(){var d=document.documentElement,f=${JSON.stringify(site.forcedThemes)},` +
  `p=location.pathname.replace(/^\\/(${others})(?=\\/|$)/,"")||"/",t=f[p];` +
  `if(!t){try{t=localStorage.getItem("theme")}catch(e){}}` +
  `if(t!=="light"&&t!=="dark")t=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";` +
  `d.classList.remove("light","dark");d.classList.add(t);d.style.colorScheme=t})()`;
