// Site-wide settings that are not secrets and do not vary by environment.
export const site = {
  // The copyright line runs from this year to the current one.
  firstYear: 2023,
  // The project's public accounts. Replace with the real handles before launch.
  social: [
    { network: "Mastodon", href: "https://mastodon.social/@covidinfo" },
    { network: "Bluesky", href: "https://bsky.app/profile/covidinfo.bsky.social" },
    { network: "YouTube", href: "https://www.youtube.com/@covidinfo" },
  ],
  // Routes that force a colour mode (path without locale prefix). The app page is designed
  // on the dark background of the app itself.
  forcedThemes: { "/mobile": "dark" } as Record<string, "light" | "dark">,
} as const;
