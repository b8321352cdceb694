import { publicEnv } from "@/lib/public-env";
import { posthogOptions } from "./posthog-options";

// Loaded lazily by <Analytics /> on the reader's first interaction, so PostHog is not in any page's load.
export async function startPosthog(): Promise<void> {
  const { posthogKey: key, posthogHost: host } = publicEnv;
  const { default: posthog } = await import("posthog-js");
  if (!key)
    console.warn("Analytics: NEXT_PUBLIC_POSTHOG_KEY is not set; the PostHog client is created but sends nothing.");
  // PostHog needs some token to build a client; without a key it is opted out and never sends.
  posthog.init(key ?? "phc_unset", posthogOptions(key, host));
}
