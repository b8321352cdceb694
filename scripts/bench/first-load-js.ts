// npm run bench -- --only js: the first-load JavaScript of an article page, from the production
// build: the page is loaded in Chromium and every script it requests before the `load` event is
// fetched and gzipped (zlib's default level, as servers compress). Scripts loaded later (the
// lazily loaded analytics, chunks of things a reader opens) do not count. The inline scripts in
// the HTML (Next's bootstrap and RSC payload) are part of the document and listed apart.
// Budget: 120 kB gzip (1 kB = 1,000 bytes); goal: at most 1.07 times the bare Next page
// (scripts/bench/bare.ts), measured the same way in the same run, for home, list, article and forum.
import { gzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { verdict } from "./report";

export const articlePath = "/news/research/what-wastewater-surveillance-tells-us";
const BUDGET = 120_000;
const RATIO_GOAL = 1.07;
export const jsPaths = ["/", "/news", articlePath, "/forum"];

export type FirstLoadJs = {
  path: string;
  scripts: { url: string; raw: number; gzip: number; transfer: number }[];
  total: { raw: number; gzip: number; transfer: number };
  inline: { count: number; raw: number; gzip: number };
};

export async function benchFirstLoadJs(base: string, path = articlePath): Promise<FirstLoadJs> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox"],
  });
  try {
    const page = await browser.newPage();
    const requested: import("@playwright/test").Request[] = [];
    let loaded = false;
    page.on("request", (request) => {
      if (!loaded && request.resourceType() === "script") requested.push(request);
    });
    await page.goto(base + path, { waitUntil: "load" });
    loaded = true;
    const scripts: FirstLoadJs["scripts"] = [];
    for (const request of requested) {
      const response = await request.response();
      if (!response) continue;
      const body = await response.body();
      const sizes = await request.sizes();
      scripts.push({
        url: request.url().slice(base.length),
        raw: body.length,
        gzip: gzipSync(body).length,
        transfer: sizes.responseBodySize,
      });
    }
    const inlineTexts = await page.$$eval("script:not([src])", (nodes) => nodes.map((n) => n.textContent ?? ""));
    const inline = inlineTexts.join("\n");
    const sum = (key: "raw" | "gzip" | "transfer") => scripts.reduce((s, x) => s + x[key], 0);
    return {
      path,
      scripts,
      total: { raw: sum("raw"), gzip: sum("gzip"), transfer: sum("transfer") },
      inline: { count: inlineTexts.length, raw: Buffer.byteLength(inline), gzip: gzipSync(inline).length },
    };
  } finally {
    await browser.close();
  }
}

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

export function printFirstLoadJs(r: FirstLoadJs) {
  console.log(`\n## First-load JavaScript of an article page (${r.path})\n`);
  console.log("| script | size | gzip | transferred |");
  console.log("|---|---:|---:|---:|");
  for (const s of [...r.scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`| ${s.url} | ${kB(s.raw)} | ${kB(s.gzip)} | ${kB(s.transfer)} |`);
  }
  console.log(
    `| **${r.scripts.length} scripts before load** | ${kB(r.total.raw)} | ${kB(r.total.gzip)} | ${kB(r.total.transfer)} |`,
  );
  console.log(
    `\nInline scripts in the HTML (bootstrap, RSC payload; part of the document): ${r.inline.count}, ${kB(r.inline.raw)}, ${kB(r.inline.gzip)} gzip.`,
  );
  console.log(
    `First-load JS of an article page: ${kB(r.total.gzip)} gzip (budget <= ${kB(BUDGET)}): ${verdict(r.total.gzip <= BUDGET)}`,
  );
}

/** Each page's first-load JS beside the bare Next page's, as a ratio (goal <= 1.07). */
export function printFirstLoadJsRatios(bare: FirstLoadJs, pages: FirstLoadJs[]) {
  console.log(`\n## First-load JavaScript against the bare Next page (gzip, scripts requested before load)\n`);
  console.log("| page | scripts | gzip | HTML inline scripts gzip | ratio to bare | ratio <= 1.07 |");
  console.log("|---|---:|---:|---:|---:|---|");
  console.log(
    `| bare Next page (floor) | ${bare.scripts.length} | ${kB(bare.total.gzip)} | ${kB(bare.inline.gzip)} | 1.00 | - |`,
  );
  for (const r of pages) {
    const ratio = r.total.gzip / bare.total.gzip;
    console.log(
      `| ${r.path} | ${r.scripts.length} | ${kB(r.total.gzip)} | ${kB(r.inline.gzip)} | ${ratio.toFixed(2)} | ${verdict(ratio <= RATIO_GOAL)} |`,
    );
  }
}
