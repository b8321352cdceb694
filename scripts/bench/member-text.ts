// npm run bench -- --only member: the "time from navigation start to the member's article text
// visible in Chromium". A member signed in with a real session (the e2e suite's, e2e/support/members.ts)
// opens a members-only article; a script that runs before the page's own notes, from navigation
// start, the first frame whose document holds a line of the article's body, and the frame after it.
// Beside it, the same page for a visitor (who gets the sign-in card, never the text) painting its
// first frame. Twice: as the desktop Chromium opens it on this machine, and as Lighthouse's mobile
// profile does (4x CPU slowdown, "Slow 4G": 150 ms, 1.6 Mbit/s down, 750 kbit/s up). Median of
// --runs loads each (5), every load in a fresh browser context (nothing cached).
//
// A member's text used to come from /api/articles/{id}/body after hydration: 0.9 to 1.7 s
// after the needs-login card, by hand. It is now in the first HTML (the member variant of
// the page, docs/adr/0040-member-pages.md), so its time is the first paint's.
import { chromium, type BrowserContext } from "@playwright/test";
import { typeSegments } from "../../config/content-types";

type Timing = { text: number | null; paint: number | null };
type Profile = "desktop" | "mobile";
export type MemberTextResult = {
  path: string;
  runs: number;
  rows: { profile: Profile; member: Timing; visitor: Timing }[];
};

/**
 * Notes the first frame whose document holds the text `needle` (checked before each frame is
 * painted), and the frame after it, when it is on screen. A string, not a function: tsx's esbuild
 * wraps named functions in a `__name` helper that the page does not have.
 */
const observer = (needle: string) => `
  (() => {
    const needle = ${JSON.stringify(needle)};
    const marks = (window.__memberText = { text: null, paint: null });
    const frame = () => {
      if (marks.text === null && document.body && document.body.innerText.includes(needle)) marks.text = performance.now();
      if (marks.text !== null) requestAnimationFrame(() => (marks.paint = performance.now()));
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  })();`;

async function load(context: BrowserContext, url: string, needle: string, profile: Profile): Promise<Timing> {
  const page = await context.newPage();
  if (profile === "mobile") {
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await cdp.send("Network.emulateNetworkConditions", {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
  }
  await page.addInitScript(observer(needle));
  await page.goto(url, { waitUntil: "load" });
  const text = await page.evaluate(() => (window as unknown as { __memberText: Timing }).__memberText);
  const firstPaint = await page.evaluate(
    () => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
  );
  await page.close();
  // A visitor never gets the text: their figure is the first contentful paint.
  return text.text === null ? { text: null, paint: firstPaint } : text;
}

const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? null;

export async function benchMemberText(base: string, runs = 5): Promise<MemberTextResult> {
  // After bench.ts has set DATABASE_URL to the bench database: the helpers' pool reads it on import.
  const { createMember, sessionCookieFor, sqlOne } = await import("../../e2e/support/members");
  const row = await sqlOne<{ type: keyof typeof typeSegments; slug: string; category: string; body: string }>(
    `SELECT a.type, a.slug, c.slug AS category, t.body FROM "Article" a JOIN "Category" c ON c.id = a."categoryId"
     JOIN "ArticleTranslation" t ON t."articleId" = a.id AND t.locale = 'en'
     WHERE a."accessLevel" = 'PREMIUM' AND a.type <> 'DIRECTORY'
     ORDER BY a.slug LIMIT 1`,
  );
  const path = `/${typeSegments[row.type]}/${row.category}/${row.slug}`;
  const needle = row.body
    .split("\n")
    .find((line) => line.trim().length > 40 && !/[*_`[\]<>&"'#]/.test(line))!
    .trim()
    .slice(0, 40);
  const member = await createMember();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  const rows: MemberTextResult["rows"] = [];
  try {
    for (const profile of ["desktop", "mobile"] as const) {
      const times = { member: [] as Timing[], visitor: [] as Timing[] };
      for (let i = 0; i < runs; i++) {
        const signedIn = await browser.newContext();
        const { value } = await sessionCookieFor(member);
        await signedIn.addCookies([{ name: "next-auth.session-token", value, url: base, httpOnly: true }]);
        times.member.push(await load(signedIn, base + path, needle, profile));
        await signedIn.close();
        const visitor = await browser.newContext();
        times.visitor.push(await load(visitor, base + path, needle, profile));
        await visitor.close();
      }
      const mid = (list: Timing[], key: keyof Timing) => {
        const values = list.map((t) => t[key]).filter((v): v is number => v !== null);
        return values.length === list.length ? median(values) : null;
      };
      rows.push({
        profile,
        member: { text: mid(times.member, "text"), paint: mid(times.member, "paint") },
        visitor: { text: mid(times.visitor, "text"), paint: mid(times.visitor, "paint") },
      });
    }
  } finally {
    await browser.close();
  }
  return { path, runs, rows };
}

const ms = (value: number | null) => (value === null ? "never" : `${Math.round(value)} ms`);

export function printMemberText({ path, runs, rows }: MemberTextResult) {
  console.log(`\n## A member's article text (${path}, median of ${runs} loads, from navigation start)\n`);
  console.log(
    "| profile | member: text in the document | member: text painted | visitor: text | visitor: first paint |",
  );
  console.log("|---|---:|---:|---:|---:|");
  for (const { profile, member, visitor } of rows)
    console.log(
      `| ${profile} | ${ms(member.text)} | ${ms(member.text === null ? null : member.paint)} | ${visitor.text === null ? "never" : "LEAK"} | ${ms(visitor.paint)} |`,
    );
}
