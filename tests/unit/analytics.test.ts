import { describe, expect, it } from "vitest";
import { posthogOptions } from "@/components/analytics/posthog-options";
import { trackingRefused } from "@/components/analytics/privacy-signals";

describe("Do Not Track", () => {
  it("refuses tracking when the browser sends DNT or GPC", () => {
    expect(trackingRefused({ doNotTrack: "1" })).toBe(true);
    expect(trackingRefused({ doNotTrack: null, globalPrivacyControl: true })).toBe(true);
    expect(trackingRefused({ msDoNotTrack: "1" })).toBe(true);
    expect(trackingRefused({}, { doNotTrack: "1" })).toBe(true);
    expect(trackingRefused(undefined)).toBe(true);
  });

  it("allows it otherwise", () => {
    expect(trackingRefused({ doNotTrack: null })).toBe(false);
    expect(trackingRefused({ doNotTrack: "0", globalPrivacyControl: false })).toBe(false);
  });
});

describe("PostHog options", () => {
  it("with a key: a per-visit random id, replay with masked inputs, autocapture, DNT respected", () => {
    const options = posthogOptions("phc_key", "https://ph.example.org");
    expect(options).toMatchObject({
      api_host: "https://ph.example.org",
      persistence: "sessionStorage",
      respect_dnt: true,
      disable_session_recording: false,
    });
    expect(options.session_recording?.maskAllInputs).toBe(true);
    expect(options.autocapture).toBeTruthy();
    expect(options.opt_out_capturing_by_default).toBeUndefined();
  });

  it("without a key: opted out, nothing stored, no network feature", () => {
    const options = posthogOptions(undefined, undefined);
    expect(options).toMatchObject({
      opt_out_capturing_by_default: true,
      persistence: "memory",
      autocapture: false,
      capture_pageview: false,
      disable_session_recording: true,
      advanced_disable_flags: true,
      disable_external_dependency_loading: true,
      disable_surveys: true,
    });
  });
});
