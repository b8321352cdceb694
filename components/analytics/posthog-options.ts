import type { PostHogConfig } from "posthog-js";
import { SECRET_PARAMETERS, scrubEvent } from "./scrub";

// PostHog's settings, kept apart from the loader so tests can check the privacy promises.
// - A random id per visit: anonymous only (never identify()), kept in sessionStorage, so the
//   next visit (a new tab or browser session) gets a new id and nothing lands in cookies.
// - Session replay and autocapture are on; every input is masked and autocapture never reads values.
// - Token links (sign-in, confirm, reset, unsubscribe) are redacted from every event before it is
//   sent, URLs in replay included (./scrub.ts).
// - Without a key the client is still created, opted out, with every network feature off.
export function posthogOptions(key: string | undefined, host: string | undefined): Partial<PostHogConfig> {
  const common: Partial<PostHogConfig> = {
    persistence: "sessionStorage",
    person_profiles: "identified_only",
    respect_dnt: true,
    capture_pageview: "history_change",
    mask_all_element_attributes: false,
    session_recording: { maskAllInputs: true, maskTextSelector: "input, textarea, select, [data-private]" },
    autocapture: { capture_copied_text: false },
    before_send: scrubEvent,
    // The person properties PostHog keeps from the first page ($initial_current_url, sent with its
    // flags request, which before_send never sees) are masked at the source too.
    mask_personal_data_properties: true,
    custom_personal_data_properties: [...SECRET_PARAMETERS],
  };
  if (!key) {
    return {
      ...common,
      persistence: "memory",
      opt_out_capturing_by_default: true,
      opt_out_capturing_persistence_type: "localStorage",
      autocapture: false,
      capture_pageview: false,
      capture_pageleave: false,
      disable_session_recording: true,
      disable_surveys: true,
      disable_web_experiments: true,
      disable_external_dependency_loading: true,
      advanced_disable_flags: true,
      capture_exceptions: false,
      capture_dead_clicks: false,
      capture_heatmaps: false,
    };
  }
  return { ...common, api_host: host ?? "https://eu.i.posthog.com", disable_session_recording: false };
}
