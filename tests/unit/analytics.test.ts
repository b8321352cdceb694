import { describe, expect, it } from "vitest";
import { posthogOptions } from "@/components/analytics/posthog-options";
import { trackingRefused } from "@/components/analytics/privacy-signals";
import { learnSecrets, scrubEvent, scrubText } from "@/components/analytics/scrub";

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

describe("PostHog scrubbing (before_send)", () => {
  const token = "c0ffee1234567890abcdef";
  const event = () => ({
    uuid: "u",
    event: "$pageview",
    properties: {
      $current_url: `http://localhost:3000/es/auth/confirm?token=${token}`,
      $pathname: "/es/auth/confirm",
      $referrer: `http://localhost:3000/api/_auth/callback/email?callbackUrl=%2Fes&token=${token}&email=a%40b.example`,
      $elements_chain: `a:href="/auth/update-password?token=${token}&x=1"`,
      nested: { href: `/fr/auth/need-login?callbackUrl=%2Ffr%2Fauth%2Fconfirm%3Ftoken%3D${token}%26a%3D1` },
      unsubscribe: `https://covid.example/unsubscribe/${token}`,
      title: "Confirm your address",
    },
    $set_once: { $initial_current_url: `http://localhost:3000/auth/reset-password?token=${token}` },
  });

  it("leaves no token or e-mail in any URL-like property, and keeps the rest", () => {
    const scrubbed = scrubEvent(event())!;
    const text = JSON.stringify(scrubbed);
    expect(text).not.toContain(token);
    expect(text).not.toContain("a%40b.example");
    expect(scrubbed.properties.$pathname).toBe("/es/auth/confirm");
    expect(scrubbed.properties.$current_url).toBe("http://localhost:3000/es/auth/confirm?token=redacted");
    expect(scrubbed.properties.$elements_chain).toContain("&x=1");
    expect(scrubbed.properties.nested.href).toContain("%26a%3D1");
    expect(scrubbed.properties.title).toBe("Confirm your address");
  });

  it("redacts a secret seen in the page's address wherever it appears later (a hidden input in replay)", () => {
    learnSecrets(`http://localhost/auth/confirm?token=${token}`);
    expect(scrubText(`<input type="hidden" name="token" value="${token}">`)).not.toContain(token);
    expect(scrubText("plain text")).toBe("plain text");
  });

  it("is wired as before_send in both configurations", () => {
    expect(posthogOptions("phc_key", undefined).before_send).toBe(scrubEvent);
    expect(posthogOptions(undefined, undefined).before_send).toBe(scrubEvent);
  });
});
