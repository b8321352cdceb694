import { expect, test, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { messages } from "../support/pages";
import { createMember, signInAs, sql, sqlOne, type Member } from "../support/members";
import { pack, payloads, tokenPayloads } from "../support/payloads";

// The XSS corpus (e2e/support/payloads.ts) through every user-text field: profile (name, bio,
// website; usernames only take [a-z0-9_]), forum post (title, topic, Markdown body), comment,
// report reason, review, chat message, contribute and support forms. Each form is used once in the
// browser, which also captures the exact request it makes (the server action's id, or the JSON
// API); the rest of the corpus goes through that same request, batched as many payloads per
// submission as the field holds, from several members so that no rate limit is hit. Then every
// page that renders the text is loaded in Chromium with the page's CSP bypassed (so this proves
// the output escaping itself): no payload may call window.__xss(n), open a dialog, or leave
// executable markup (event-handler attributes, javascript:/data:/vbscript: URLs, srcdoc, scripts,
// styles) in the DOM, and the text must be shown as text.
const en = messages.en;
test.use({ bypassCSP: true });

const weekOld = () => new Date(Date.now() - 7 * 86_400_000);
const forumCategories = [
  "INTRODUCTION",
  "LIFESTYLE",
  "LONG_COVID",
  "MISC",
  "PRODUCTS",
  "RECOVERY",
  "RELATIONSHIPS",
  "SELF_CARE",
];

// ---------------------------------------------------------------------------------------------
// Traps

const hits: string[] = [];

async function guardedContext(browser: Browser, member?: Member, baseURL?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ bypassCSP: true });
  await context.exposeBinding("__xssHit", ({ frame }, n: unknown) => {
    hits.push(`payload ${String(n)} ran in ${frame.url()}`);
  });
  await context.addInitScript(() => {
    const w = window as unknown as { __xss: (n: unknown) => void; __xssHit: (n: unknown) => void };
    w.__xss = (n) => void w.__xssHit(n);
  });
  context.on("dialog", (dialog) => {
    hits.push(`${dialog.type()} "${dialog.message()}" in ${dialog.page()?.url()}`);
    void dialog.dismiss().catch(() => {});
  });
  if (member) await signInAs(context, member, baseURL!);
  return context;
}

/** Markup in the live DOM that could run script, whether or not it already did (clicks, hovers). */
function dangerousMarkup(): string[] {
  const found: string[] = [];
  const strip = (v: string) =>
    v.replace(/[\u0000-\u0020\u007f-\u00a0\u180e\u200b-\u200d\u2028\u2029\ufeff]/g, "").toLowerCase();
  const badUrl = (v: string) =>
    /^(javascript|vbscript|livescript):/.test(strip(v)) || /^data:(?!image\/(png|gif|jpe?g|webp|avif);)/.test(strip(v));
  const urlAttributes = new Set([
    "href",
    "src",
    "action",
    "formaction",
    "xlink:href",
    "data",
    "poster",
    "background",
    "codebase",
    "dynsrc",
    "lowsrc",
    "ping",
    "to",
    "from",
    "values",
  ]);
  const describe = (el: Element) => `<${el.tagName.toLowerCase()}> ${el.outerHTML.slice(0, 120)}`;
  for (const el of Array.from(document.querySelectorAll("*"))) {
    for (const attr of Array.from(el.attributes)) {
      const name = attr.name.toLowerCase();
      if (name.startsWith("on")) found.push(`${name} attribute on ${describe(el)}`);
      else if (name === "srcdoc") found.push(`srcdoc on ${describe(el)}`);
      else if (urlAttributes.has(name) && badUrl(attr.value))
        found.push(`${name}=${attr.value.slice(0, 60)} on ${describe(el)}`);
      else if (
        name === "style" &&
        /expression|behavior|url\(['"]?(javascript|vbscript|data:text)/i.test(strip(attr.value))
      )
        found.push(`style on ${describe(el)}`);
      else if (name === "attributename" && /^on/i.test(attr.value))
        found.push(`animation of ${attr.value} on ${describe(el)}`);
    }
    const tag = el.tagName.toLowerCase();
    const text = el.textContent ?? "";
    // Next's own inline scripts carry the page's data (the payloads among it, as JSON strings).
    if (
      tag === "script" &&
      /xss|msgbox/i.test(text) &&
      !/^\s*\(?self\.__next_f/.test(text) &&
      el.getAttribute("type") !== "application/ld+json"
    )
      found.push(`script ${describe(el)}`);
    if (tag === "style" && /xss|javascript:|expression/i.test(text)) found.push(`style ${describe(el)}`);
    if (tag === "meta" && el.getAttribute("http-equiv")?.toLowerCase() === "refresh")
      found.push(`meta refresh ${describe(el)}`);
    if (
      ["iframe", "frame", "frameset", "object", "embed", "base", "isindex", "keygen"].includes(tag) &&
      (el.closest("main") || tag === "base")
    )
      found.push(`element ${describe(el)}`);
  }
  return found;
}

/** The text a reader sees (script, style and template contents left out) plus form field values. */
function visibleText(): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT, {
    acceptNode: (n) =>
      n.parentElement?.closest("script,style,noscript,template") ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT,
  });
  while (walker.nextNode()) parts.push(walker.currentNode.nodeValue ?? "");
  for (const el of Array.from(document.querySelectorAll("input,textarea"))) parts.push((el as HTMLInputElement).value);
  return parts.join("\n");
}

// The HTML parser turns U+0000 into U+FFFD (or drops it); whitespace is compared collapsed.
const normalize = (s: string) =>
  s
    .replace(/[\u0000\ufffd]/g, "")
    .replace(/\s+/g, " ")
    .trim();

// ---------------------------------------------------------------------------------------------
// Requests as the browser makes them

type Captured = { url: string; headers: Record<string, string> };

/** Runs `submit` (a real form submission in `page`) and returns the server-action request it made. */
async function captureAction(page: Page, submit: () => Promise<void>): Promise<Captured> {
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.method() === "POST" && Boolean(r.headers()["next-action"])),
    submit(),
  ]);
  // (Its body may be gone already when the page navigates; the pages checked later show the text.)
  expect((await request.response())?.status()).toBe(200);
  const headers = request.headers();
  const keep = ["next-action", "next-router-state-tree", "content-type", "accept"];
  return {
    url: request.url(),
    headers: Object.fromEntries(keep.filter((k) => headers[k]).map((k) => [k, headers[k]!])),
  };
}

// Server action arguments as React's encodeReply writes plain JSON values: strings that start
// with "$" are escaped with a second "$".
const encodeReply = (args: unknown[]) =>
  JSON.stringify(args, (_key, value: unknown) =>
    typeof value === "string" && value.startsWith("$") ? `$${value}` : value,
  );

async function cookieOf(browser: Browser, member: Member, baseURL: string): Promise<string> {
  const context = await browser.newContext();
  await signInAs(context, member, baseURL);
  const [cookie] = await context.cookies();
  await context.close();
  return `${cookie!.name}=${cookie!.value}`;
}

let addressCounter = 0;
/** Replays a captured server action with other arguments, as `cookie`'s member (or a visitor). */
async function callAction(baseURL: string, action: Captured, args: unknown[], cookie?: string): Promise<string> {
  const response = await fetch(action.url, {
    method: "POST",
    headers: {
      ...action.headers,
      origin: baseURL,
      // The public forms are limited per address; each submission comes from its own.
      "x-forwarded-for": `203.0.113.${(addressCounter++ % 250) + 1}`,
      ...(cookie ? { cookie } : {}),
    },
    body: encodeReply(args),
  });
  const text = await response.text();
  expect(response.status, text.slice(0, 300)).toBe(200);
  return text;
}

const okOf = (reply: string) => reply.includes('"ok":true');

// ---------------------------------------------------------------------------------------------

test("no XSS payload runs on any page that shows members' text", async ({ browser, baseURL }) => {
  test.setTimeout(600_000);
  const base = baseURL!;
  const started = Date.now();
  const problems: string[] = [];
  const expectOk = (reply: string, what: string) => {
    if (!okOf(reply)) problems.push(`${what} was not saved: ${reply.slice(0, 300)}`);
  };

  // Fields and what each holds (the schemas' maximum lengths).
  const titles = pack(150);
  const topics = pack(80);
  const commentTexts = pack(4900, payloads, "\n\n").map((c, i) => `xss-comment-${i}\n\n${c}`);
  const chatTexts = pack(1000);
  const reviewTexts = pack(2000);
  const reasons = pack(500);
  const names = pack(255);
  const bios = pack(500);
  const urls = (max: number) => pack(max - 12, tokenPayloads, "").map((c) => `https://e.x/${c}`);
  const websites = urls(255);
  const links = urls(2048);
  // An e-mail field takes one plain address and nothing else (no markup, quotes, spaces or brackets
  // can be in one), stored lower-cased: the characters a plain address may still hold that HTML
  // gives meaning to are what it can carry.
  const emails = Array.from({ length: 6 }, (_, i) => `xss'&{|}~=${i}@e.x`);
  const descriptions = pack(5000, payloads, "\n");
  const subjects = pack(200);
  const formNames = pack(255);
  const supportMessages = pack(5000, payloads, "\n");

  const bodies = (i: number) => {
    const marker = `xss-body-${i}`;
    const lines = [
      () => payloads,
      () => payloads.map((p) => `- ${p.replace(/\n/g, " ")}`),
      () => payloads.map((p) => `> ${p}`),
      () => payloads.map((p, n) => `[${p.replace(/[[\]\n]/g, " ")}](https://example.org/${n})`),
      () => payloads.map((p, n) => `[m${n}](${p.replace(/\n/g, " ")})`),
      () => payloads.map((p) => `*${p.replace(/\n/g, " ")}* and **${p.replace(/\n/g, " ")}**`),
    ];
    const chosen = lines[i]?.() ?? payloads.slice((i * 3) % payloads.length, ((i * 3) % payloads.length) + 3);
    return `${marker}\n\n${chosen.join("\n\n")}`;
  };

  // Members: posters (5 posts each, the burst limit), a commenter, a reporter, reviewers, a chatter,
  // one member per profile, and a moderator who reads the queue and the inbox.
  const make = (role: "USER" | "MODERATOR" = "USER") => createMember({ role, createdAt: weekOld() });
  const posters = await Promise.all(Array.from({ length: Math.ceil(titles.length / 5) }, () => make()));
  const [commenter, reporter, chatter, moderator] = await Promise.all([make(), make(), make(), make("MODERATOR")]);
  const reviewers = await Promise.all(reviewTexts.map(() => make()));
  const profiles = await Promise.all(names.map(() => make()));
  const cookies = new Map<string, string>();
  await Promise.all(
    [...posters, commenter, reporter, chatter, ...reviewers, ...profiles].map(async (m) =>
      cookies.set(m.id, await cookieOf(browser, m, base)),
    ),
  );
  const cookie = (m: Member) => cookies.get(m.id)!;
  const product = await sqlOne<{ id: string; path: string }>(
    `SELECT a.id, '/products/' || c.slug || '/' || a.slug AS path FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.slug = 'type-iir-medical-mask'`,
  );

  // --- One real submission per form, capturing its request --------------------------------------
  // `index` is the post's place in the corpus: its body carries the marker xss-body-<index>.
  const posts: Array<{ id: string; title: string; topic: string; author: Member; index: number }> = [];
  // The texts of the reported posts, comments and reviews (the queue shows their start).
  const reported: string[] = [];
  let createPost: Captured,
    addComment: Captured,
    report: Captured,
    saveReview: Captured,
    saveProfile: Captured,
    contribute: Captured,
    support: Captured;
  await test.step("each form once in the browser", async () => {
    const context = await guardedContext(browser, posters[0], base);
    const page = await context.newPage();

    await page.goto("/forum/new");
    await page.getByLabel(en.ForumPostForm.title).fill(titles[0]!);
    await page.getByLabel(en.ForumPostForm.category).selectOption(forumCategories[0]!);
    await page.getByLabel(en.ForumPostForm.topic).fill(topics[0]!);
    await page.getByLabel(en.ForumPostForm.contents).fill(bodies(0));
    await page.getByRole("button", { name: en.ForumPostForm.submit }).click();
    createPost = await captureAction(page, () =>
      page.getByRole("dialog").getByRole("button", { name: en.ForumPostForm.confirm }).click(),
    );
    await expect(page).toHaveURL(/\/forum\/posts\//, { timeout: 20_000 });
    posts.push({
      id: page.url().split("/forum/posts/")[1]!.split(/[?#]/)[0]!,
      title: titles[0]!,
      topic: topics[0]!,
      author: posters[0]!,
      index: 0,
    });
    reported.push(titles[0]!);

    await context.clearCookies();
    await signInAs(context, commenter, base);
    await page.goto(`/forum/posts/${posts[0]!.id}`);
    await page.getByLabel(en.Comments.yourComment).fill(commentTexts[0]!);
    addComment = await captureAction(page, () => page.getByRole("button", { name: en.Comments.submit }).click());

    await context.clearCookies();
    await signInAs(context, reporter, base);
    await page.goto(`/forum/posts/${posts[0]!.id}`);
    await page.getByRole("button", { name: en.Reports.reportPOST }).first().click();
    await page.getByRole("dialog").getByLabel(en.Reports.reason).fill(reasons[0]!);
    report = await captureAction(page, () =>
      page.getByRole("dialog").getByRole("button", { name: en.Reports.send }).click(),
    );

    await context.clearCookies();
    await signInAs(context, reviewers[0]!, base);
    await page.goto(product.path);
    // The form loads when its place nears the screen: below this product's reviews, that needs a scroll.
    await page
      .locator("section[aria-labelledby=reviews]")
      .evaluate((section) => section.scrollIntoView({ block: "end" }));
    const reviewForm = page.locator("form").filter({ has: page.getByRole("heading", { name: en.Reviews.addTitle }) });
    await reviewForm.getByLabel("3 stars").check();
    await reviewForm.getByLabel(en.Reviews.text).fill(reviewTexts[0]!);
    saveReview = await captureAction(page, () => reviewForm.getByRole("button", { name: en.Reviews.submit }).click());

    await context.clearCookies();
    await signInAs(context, profiles[0]!, base);
    await page.goto("/user/account");
    await page.getByLabel(en.AccountForm.name, { exact: true }).fill(names[0]!);
    await page.getByLabel(en.AccountForm.bio).fill(bios[0]!);
    await page.getByLabel(en.AccountForm.website).fill(websites[0]!);
    saveProfile = await captureAction(page, () => page.getByRole("button", { name: en.AccountForm.save }).click());

    await context.clearCookies();
    await page.goto("/contribute");
    const contributeForm = page.getByRole("form", { name: en.ContributeForm.label });
    await contributeForm.getByLabel(en.ContributeForm.category).selectOption("OTHER");
    await contributeForm.getByLabel(en.ContributeForm.description).fill(descriptions[0]!);
    await contributeForm.getByLabel(en.ContributeForm.link).fill(links[0]!);
    await contributeForm.getByLabel(en.ContributeForm.fromName).fill(formNames[0]!);
    await contributeForm.getByLabel(en.ContributeForm.email).fill(emails[0]!);
    contribute = await captureAction(page, () =>
      contributeForm.getByRole("button", { name: en.FormStatus.submit }).click(),
    );

    await page.goto("/support");
    const supportForm = page.getByRole("form", { name: en.SupportForm.label });
    await supportForm.getByLabel(en.SupportForm.name).fill(formNames[0]!);
    await supportForm.getByLabel(en.SupportForm.email).fill(emails[0]!);
    await supportForm.getByRole("radio", { name: en.SupportForm.products.WEBSITE }).check();
    await supportForm.getByLabel(en.SupportForm.subject).fill(subjects[0]!);
    await supportForm.getByLabel(en.SupportForm.message).fill(supportMessages[0]!);
    support = await captureAction(page, () => supportForm.getByRole("button", { name: en.FormStatus.submit }).click());

    await signInAs(context, chatter, base);
    await page.goto("/chat");
    await page.getByLabel(en.ChatPage.label).fill(chatTexts[0]!);
    const [chatResponse] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/chat/messages") && r.request().method() === "POST"),
      page.getByRole("button", { name: en.ChatPage.send }).click(),
    ]);
    expect(chatResponse.status()).toBe(201);
    await context.close();
  });

  // --- The rest of the corpus through the same requests ------------------------------------------
  await test.step("the rest of the corpus through the same requests", async () => {
    for (let i = 1; i < titles.length; i++) {
      const author = posters[Math.floor(i / 5)]!;
      const input = {
        title: titles[i]!,
        category: forumCategories[i % forumCategories.length]!,
        topic: topics[i] ?? "",
        contents: bodies(i),
      };
      expectOk(await callAction(base, createPost, [input], cookie(author)), `post ${i}`);
    }
    const saved = await sql<{ id: string; title: string; authorId: string; contents: string }>(
      `SELECT id, title, "authorId", contents FROM "ForumPost" WHERE "authorId" = ANY($1)`,
      [posters.map((p) => p.id)],
    );
    for (let i = 1; i < titles.length; i++) {
      // Found by its body's marker: the server drops U+0000 from titles, so a title may differ.
      const marker = new RegExp(`xss-body-${i}(?!\\d)`);
      const row = saved.find((r) => marker.test(r.contents));
      if (row)
        posts.push({
          id: row.id,
          title: row.title,
          topic: topics[i] ?? "",
          author: posters.find((p) => p.id === row.authorId)!,
          index: i,
        });
      else problems.push(`post ${i} is not in the database`);
    }
    const comments: string[] = [];
    for (const text of commentTexts.slice(1))
      expectOk(await callAction(base, addComment, [{ postId: posts[0]!.id, text }], cookie(commenter)), "comment");
    for (let i = 1; i < reviewTexts.length; i++) {
      expectOk(
        await callAction(
          base,
          saveReview,
          [{ productId: product.id, rating: 1 + (i % 5), text: reviewTexts[i]! }],
          cookie(reviewers[i]!),
        ),
        `review ${i}`,
      );
    }
    const commentIds = await Promise.all(
      [0, 1].map(
        async (offset) =>
          (
            await sqlOne<{ id: string }>(
              `SELECT id FROM "ForumComment" WHERE "postId" = $1 ORDER BY "createdAt", id OFFSET $2`,
              [posts[0]!.id, offset],
            )
          ).id,
      ),
    );
    comments.push(...commentIds);
    const reviewIds = await Promise.all(
      reviewers.map(
        async (r) => (await sqlOne<{ id: string }>(`SELECT id FROM "Review" WHERE "userId" = $1`, [r.id])).id,
      ),
    );
    const reportTargets: Array<{ targetType: string; targetId: string; text: string }> = [
      ...comments.map((id, k) => ({ targetType: "COMMENT", targetId: id, text: commentTexts[k]! })),
      ...reviewIds.map((id, k) => ({ targetType: "REVIEW", targetId: id, text: reviewTexts[k]! })),
      ...posts.slice(1).map((p) => ({ targetType: "POST", targetId: p.id, text: p.title })),
    ];
    for (let i = 1; i < reasons.length; i++) {
      const { text, ...target } = reportTargets[i - 1]!;
      expectOk(await callAction(base, report, [{ ...target, reason: reasons[i]! }], cookie(reporter)), `report ${i}`);
      reported.push(text);
    }
    for (let i = 1; i < profiles.length; i++) {
      const profile = {
        name: names[i]!,
        username: profiles[i]!.username!,
        bio: bios[i] ?? "",
        website: websites[i] ?? "",
        language: "en",
        theme: "system",
      };
      expectOk(await callAction(base, saveProfile, [profile], cookie(profiles[i]!)), `profile ${i}`);
    }
    // A username takes only [a-z0-9_]: every payload is refused as one.
    for (const username of tokenPayloads.slice(0, 5)) {
      const reply = await callAction(
        base,
        saveProfile,
        [{ name: "", username, bio: "", website: "", language: "en", theme: "system" }],
        cookie(profiles[0]!),
      );
      expect(reply).toContain("usernameInvalid");
    }
    for (let i = 1; i < formNames.length; i++) {
      const input = {
        category: "OTHER",
        description: descriptions[i % descriptions.length]!,
        email: emails[i % emails.length]!,
        from_name: formNames[i]!,
        link: links[i % links.length]!,
      };
      expectOk(await callAction(base, contribute, [input]), `contribution ${i}`);
    }
    for (let i = 1; i < subjects.length; i++) {
      const input = {
        name: formNames[i % formNames.length]!,
        email: emails[i % emails.length]!,
        product: "MOBILE_APP",
        subject: subjects[i]!,
        message: supportMessages[i % supportMessages.length]!,
      };
      expectOk(await callAction(base, support, [input]), `support request ${i}`);
    }
    for (const text of chatTexts.slice(1)) {
      const response = await fetch(`${base}/api/chat/messages`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base, cookie: cookie(chatter) },
        body: JSON.stringify({ text }),
      });
      if (response.status !== 201)
        problems.push(`chat message was not saved: ${response.status} ${(await response.text()).slice(0, 200)}`);
    }
  });
  const submitted = Date.now();

  // --- Every page that renders the text ---------------------------------------------------------
  const visited: string[] = [];
  const check = async (
    context: BrowserContext,
    path: string,
    expected: string[],
    options: { more?: (page: Page) => Promise<void> } = {},
  ) => {
    const page = await context.newPage();
    const response = await page.goto(path);
    if (response?.status() !== 200) problems.push(`${path} answered ${response?.status()}`);
    await page.waitForLoadState("load");
    await options.more?.(page);
    const wanted = expected.map(normalize).filter(Boolean);
    const missing = async () => {
      const text = normalize(await page.evaluate(visibleText));
      return wanted.filter((w) => !text.includes(w)).map((w) => w.slice(0, 80));
    };
    // Parts of some pages render after hydration (chat, reviews): wait for the text to be there,
    // reloading once in case a cached page was still being regenerated.
    let shown = await expect
      .poll(missing, { timeout: 3000 })
      .toEqual([])
      .then(
        () => true,
        () => false,
      );
    if (!shown) {
      await page.reload();
      shown = await expect
        .poll(missing, { timeout: 3000 })
        .toEqual([])
        .then(
          () => true,
          () => false,
        );
      if (!shown) problems.push(`${path} does not show as text: ${JSON.stringify(await missing())}`);
    }
    for (const d of await page.evaluate(dangerousMarkup)) problems.push(`${path}: ${d}`);
    visited.push(path);
    await page.close();
  };

  await test.step("pages that show the text, in Chromium", async () => {
    const visitor = await guardedContext(browser);
    const mod = await guardedContext(browser, moderator, base);
    // The forum list, page by page until every title has been seen.
    const unseen = new Set(posts.map((p) => normalize(p.title)));
    for (let n = 1; n <= 10 && unseen.size; n++) {
      const page = await visitor.newPage();
      await page.goto(`/forum${n > 1 ? `?page=${n}` : ""}`);
      const text = normalize(await page.evaluate(visibleText));
      for (const t of [...unseen]) if (text.includes(t)) unseen.delete(t);
      for (const d of await page.evaluate(dangerousMarkup)) problems.push(`/forum?page=${n}: ${d}`);
      visited.push(`/forum?page=${n}`);
      await page.close();
    }
    if (unseen.size)
      problems.push(`titles not in the forum list: ${[...unseen].map((t) => t.slice(0, 40)).join(" | ")}`);

    for (const post of posts) {
      const i = post.index;
      await check(visitor, `/forum/posts/${post.id}`, [
        post.title,
        post.topic,
        `xss-body-${i}`,
        ...(i === 0 ? commentTexts.map((_c, k) => `xss-comment-${k}`) : []),
      ]);
    }
    await check(visitor, "/forum/search?q=script", []);
    for (const poster of posters) {
      const context = await guardedContext(browser, poster, base);
      await check(
        context,
        "/forum/my-posts",
        posts.filter((p) => p.author.id === poster.id).map((p) => p.title),
      );
      await context.close();
    }
    await check(visitor, product.path, reviewTexts.slice(0, 5));
    const chat = await guardedContext(browser, chatter, base);
    await check(chat, "/chat", chatTexts);
    await chat.close();
    const excerpt = (text: string) => (text.trim().length > 140 ? text.trim().slice(0, 139) : text);
    await check(mod, "/moderation", [...reasons, ...reported.map(excerpt)]);
    await check(mod, "/moderation/inbox", [
      ...formNames,
      ...descriptions,
      ...links,
      ...emails,
      ...subjects,
      ...supportMessages,
    ]);
    for (const [i, member] of profiles.entries()) {
      const context = await guardedContext(browser, member, base);
      // What the server stored (it drops U+0000 and trims) is what the fields must hold. The name is
      // an <input>, whose value drops line breaks (the HTML value sanitization of text inputs);
      // the bio is a <textarea>, which keeps them.
      const saved = await sqlOne<{ name: string | null; bio: string | null; website: string | null }>(
        `SELECT name, bio, website FROM "User" WHERE id = $1`,
        [member.id],
      );
      expect(saved.name, `profile ${i} saved`).toBeTruthy();
      await check(
        context,
        "/user/account",
        [saved.name!.replace(/[\r\n]/g, ""), saved.bio ?? "", saved.website ?? ""],
        {
          // The user menu (its label names the member) opens too.
          more: async (page) => page.locator(`header summary[aria-label^="${en.UserMenu.menu.split("{")[0]}"]`).click(),
        },
      );
      await context.close();
    }
    await visitor.close();
    await mod.close();
  });

  const fields = {
    titles,
    topics,
    commentTexts,
    chatTexts,
    reviewTexts,
    reasons,
    names,
    bios,
    websites,
    links,
    emails,
    descriptions,
    subjects,
    formNames,
    supportMessages,
  };
  const summary = Object.entries(fields)
    .map(([k, v]) => `${k} ${v.length}`)
    .join(", ");
  console.log(
    `xss: ${payloads.length} payloads; submissions: ${summary}; ${visited.length} pages; submit ${((submitted - started) / 1000).toFixed(1)} s, pages ${((Date.now() - submitted) / 1000).toFixed(1)} s`,
  );

  if (problems.length) console.log(problems.join("\n"));
  expect(hits, "payloads that ran").toEqual([]);
  expect(problems).toEqual([]);
});
