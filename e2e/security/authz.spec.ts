import { expect, test, type APIRequestContext } from "@playwright/test";
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { messages } from "../support/pages";
import { isMembersOnly } from "../../lib/auth/members-only";
import { emptyItem } from "../../lib/validation/newsroom";
import { emptyFeed } from "../../lib/validation/aggregation";
import { createMember, sessionCookieFor, sql, sqlOne, subscriptionToken } from "../support/members";
import {
  about,
  anArticle,
  insertBookmark,
  insertComment,
  insertPost,
  insertReport,
  insertReview,
  unchanged,
  type Watch,
} from "../support/authz-db";
import {
  builtAction,
  builtActions,
  callAction,
  callFormAction,
  expectRefused,
  pageOf,
  type ActionAnswer,
} from "../support/authz-http";
import { issueToken, setUp, sourceActions, sourceRoutes, type World } from "../support/authz-world";

// The authorization matrix. Every server action and every /api route has a row: who may
// call it and what everybody else gets. Each row's check calls it over HTTP the way a browser could
// (no UI): as a visitor, as a second, unrelated member B against member A's resources and, for
// moderation, as a plain member; it asserts the refusal AND that none of the rows the call could
// touch changed (pg snapshots before and after). Then the rightful caller (the owner, a moderator)
// makes the same call once and it works, so the matrix cannot pass because the call format is wrong.
// A new action or route without a row fails the first test.

type Row = { key: string; who: string; refusal: string };

const inventory = [
  // Server actions ("module#export"; ids from the build's server-reference-manifest.json).
  {
    key: "lib/actions/account.ts#saveProfile",
    who: "signed-in member, own record only (no target in the input)",
    refusal:
      "visitor: {ok:false,error:'signIn'}; B cannot name A (extra id/email/role fields are dropped; B's own row changes)",
  },
  {
    key: "lib/actions/account.ts#savePreferences",
    who: "signed-in member, own record only",
    refusal: "visitor: {ok:false,error:'signIn'}; B's call with A's id changes only B",
  },
  {
    key: "lib/actions/auth.ts#requestMagicLink",
    who: "anyone (public by design: the link goes to the address's owner; same answer for every address; rate-limited)",
    refusal: "no session for the caller; A's account unchanged",
  },
  {
    key: "lib/actions/auth.ts#signInWithPassword",
    who: "anyone with the right password (public by design)",
    refusal: "wrong password: {ok:false,error:'invalidCredentials'}, no session cookie",
  },
  {
    key: "lib/actions/auth.ts#requestSignUp",
    who: "anyone (public by design)",
    refusal: "signing up again with A's address: same {ok:true}, A's password unchanged (the owner is mailed)",
  },
  {
    key: "lib/actions/auth.ts#requestPasswordReset",
    who: "anyone (public by design: the link goes to the address's owner)",
    refusal: "A's password unchanged; no session for the caller",
  },
  {
    key: "lib/actions/auth.ts#updatePassword",
    who: "the holder of a valid reset link",
    refusal: "{ok:false,error:'linkInvalid'}, A's password unchanged",
  },
  {
    key: "lib/actions/bookmarks.ts#setBookmark",
    who: "signed-in member, own bookmarks only",
    refusal: "visitor: {ok:false,error:'signIn'}; B removing 'A's' bookmark removes only B's (none)",
  },
  {
    key: "lib/actions/chat.ts#sendChatMessageAction",
    who: "member with a username, only through POST /api/chat/messages (its one worker)",
    refusal:
      "called by id on a page: forwarded to that route, answer '{}', nothing written (the route's row has the refusals)",
  },
  {
    key: "lib/actions/contribute.ts#submitContribution",
    who: "anyone (public form by design; rate-limited per address)",
    refusal: "a visitor cannot choose the stored status: always NEW",
  },
  {
    key: "lib/actions/support.ts#submitSupportRequest",
    who: "anyone (public form by design; rate-limited per address)",
    refusal: "a visitor cannot choose the stored status: always NEW",
  },
  {
    key: "lib/actions/forum.ts#createPostAction",
    who: "member with a username; posts as themselves",
    refusal: "visitor: 'signIn'; no username: 'needUsername'; an authorId in the input is ignored",
  },
  {
    key: "lib/actions/forum.ts#deletePostsAction",
    who: "the author, or a moderator/admin",
    refusal: "visitor: 'signIn'; B: 'forbidden' (with B's own post among the ids, only B's is deleted)",
  },
  {
    key: "lib/actions/forum.ts#addCommentAction",
    who: "member with a username, on a visible post",
    refusal: "visitor: 'signIn'; no username: 'needUsername'; B on A's hidden post: 'notFound'",
  },
  {
    key: "lib/actions/forum.ts#deleteCommentAction",
    who: "the author, or a moderator/admin",
    refusal: "visitor: 'signIn'; B: 'forbidden'",
  },
  {
    key: "lib/actions/forum.ts#translatePostAction",
    who: "anyone, visible posts only (public by design; rate-limited per address)",
    refusal: "A's hidden post: 'notFound' (its text is not revealed)",
  },
  {
    key: "lib/actions/inbox.ts#updateInboxItem",
    who: "moderator/admin",
    refusal:
      "visitor: x-action-redirect to /auth/need-login; plain member: 404 (as the page itself); was a thrown error (500) before this test",
  },
  {
    key: "lib/actions/roles.ts#setMemberRole",
    who: "admin; gives a member a role, recorded",
    refusal: "visitor: need-login (members-only page) or 'signIn'; B and a moderator: 'forbidden'",
  },
  {
    key: "lib/actions/roles.ts#removeMemberRole",
    who: "admin; takes a member's role away, recorded",
    refusal: "visitor: need-login; B and a moderator: 404 (as the page itself)",
  },
  {
    key: "lib/actions/system.ts#retryMail",
    who: "admin; gives a failed mail new attempts and sends it",
    refusal: "visitor: need-login; B and a moderator: 404 (as the page itself)",
  },
  {
    key: "lib/actions/delete-account.ts#deleteMyAccount",
    who: "signed-in member; deletes their own account, confirmed by their password",
    refusal:
      "visitor: need-login; B with A's password deletes nothing of A's (the password is checked against B's own)",
  },
  {
    key: "lib/actions/account-security.ts#changeMyPassword",
    who: "signed-in member; changes their own password, confirmed by their current one",
    refusal: "visitor: need-login; B with A's current password changes nothing of A's (checked against B's own)",
  },
  {
    key: "lib/actions/account-security.ts#changeMyEmail",
    who: "signed-in member; asks for a link to a new address for their own account, confirmed by their password",
    refusal: "visitor: need-login; B with A's password changes nothing, issues no link and mails nothing for A",
  },
  {
    key: "lib/actions/delete-account.ts#requestDeletionLink",
    who: "signed-in member; mails a deletion link for their own account to their own address",
    refusal: "visitor: need-login; B's call issues a link for B only, none for A",
  },
  {
    key: "lib/actions/sessions.ts#signOutSession",
    who: "signed-in member; ends one of their own sessions",
    refusal: "visitor: need-login; B naming A's session ends nothing (the delete is scoped to B's own sessions)",
  },
  {
    key: "lib/actions/sessions.ts#signOutEverywhereElse",
    who: "signed-in member; ends their own other sessions",
    refusal: "visitor: need-login; B's call ends none of A's sessions",
  },
  {
    key: "lib/actions/moderation.ts#decideReportAction",
    who: "moderator/admin",
    refusal: "visitor: 'signIn'; B and A (plain members): 'forbidden'",
  },
  {
    key: "lib/actions/reports.ts#reportAction",
    who: "signed-in member; files a report as themselves",
    refusal: "visitor: 'signIn'; B cannot file or change a report as A (reporterId is ignored)",
  },
  {
    key: "lib/actions/reviews.ts#saveReviewAction",
    who: "signed-in member; adds or edits their own review",
    refusal: "visitor: 'signIn'; B's call naming A adds B's own review, A's is unchanged",
  },
  // Route handlers under app/api ("METHOD /api/path").
  {
    key: "GET /api/_auth/[...nextauth]",
    who: "anyone (next-auth's csrf/session/providers; no providers are configured)",
    refusal: "answers only about the caller's own cookie: a visitor's session is {}",
  },
  {
    key: "POST /api/_auth/[...nextauth]",
    who: "anyone (next-auth's own endpoints, CSRF-token checked)",
    refusal: "sign-out without the CSRF token keeps the session; nothing in the database",
  },
  {
    key: "lib/actions/subscriptions.ts#subscribeByEmail",
    who: "anyone (public form by design: double opt-in, the same answer for every address; rate-limited)",
    refusal: "a visitor cannot confirm or choose a member: the subscription stays pending, with no userId",
  },
  {
    key: "lib/actions/subscriptions.ts#subscribeAsMember",
    who: "signed-in member, own address only",
    refusal: "visitor: {ok:false,error:'signIn'}; an email field in the input is dropped (B subscribes B)",
  },
  {
    key: "lib/actions/subscriptions.ts#requestManageLink",
    who: "anyone (public by design: the link is mailed to the address itself; rate-limited)",
    refusal: "A's subscriptions unchanged; nothing is shown of them",
  },
  {
    key: "POST /api/subscriptions/confirm",
    who: "the holder of a valid confirmation link, from this site",
    refusal: "forged token: 303 to state=invalid, nothing confirmed; cross-site: 403",
  },
  {
    key: "POST /api/subscriptions/manage",
    who: "the holder of a valid manage link for that address, from this site",
    refusal: "forged token or another address's token: nothing changed; cross-site: 403",
  },
  {
    key: "POST /api/subscriptions/unsubscribe",
    who: "the holder of a valid manage link (RFC 8058 one-click: no cookie, no same-site check by design)",
    refusal: "forged or expired token: 400, nothing deleted",
  },
  {
    key: "GET /api/subscriptions/unsubscribe",
    who: "anyone (the List-Unsubscribe address opened in a browser): leads to the page with the button",
    refusal: "changes nothing for any token, valid, forged or expired: 303 to /subscriptions/unsubscribe",
  },
  {
    key: "POST /api/test/published",
    who: "the e2e harness only (ENABLE_TEST_ROUTES=1; a 404 otherwise); queues alerts of a published item, idempotent",
    refusal: "an unknown item queues nothing",
  },
  {
    key: "lib/actions/newsroom.ts#saveItemAction",
    who: "editor or admin; creates an item or saves its fields",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; no item created or changed",
  },
  {
    key: "lib/actions/newsroom.ts#saveEditionAction",
    who: "editor or admin; saves a language's draft",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; no draft written",
  },
  {
    key: "lib/actions/newsroom.ts#publishEditionAction",
    who: "editor or admin; publishes a language",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; readers' text unchanged",
  },
  {
    key: "lib/actions/newsroom.ts#unpublishEditionAction",
    who: "editor or admin; withdraws a language",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; readers' text unchanged",
  },
  {
    key: "lib/actions/newsroom.ts#scheduleEditionAction",
    who: "editor or admin; schedules a language",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; nothing scheduled",
  },
  {
    key: "lib/actions/newsroom.ts#reviewEditionAction",
    who: "editor or admin; asks for a review or takes it back",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; status unchanged",
  },
  {
    key: "lib/actions/newsroom.ts#restoreRevisionAction",
    who: "editor or admin; makes a revision the draft",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; draft unchanged",
  },
  {
    key: "lib/actions/newsroom.ts#draftTranslationAction",
    who: "editor or admin; fills an empty language by machine translation",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; no draft written",
  },
  {
    key: "lib/actions/newsroom.ts#previewMarkdownAction",
    who: "editor or admin; renders Markdown for the preview",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'",
  },
  {
    key: "GET /api/media/[id]",
    who: "anyone (public images: a stored picture never changes, cached for a year)",
    refusal: "an unknown id: 404; a width outside the list: 400",
  },
  {
    key: "lib/actions/newsroom.ts#draftFromContributionAction",
    who: "editor or admin; makes a draft item of a contribution (a plain form in the inbox)",
    refusal: "visitor: sent to sign in; B and a moderator: the 404 page; no item made, the contribution unchanged",
  },
  {
    key: "GET /api/editor/preview",
    who: "editor or admin; turns draft mode on and opens the item's address",
    refusal: "visitor: 303 to sign in; B and a moderator: 404, no draft-mode cookie",
  },
  {
    key: "GET /api/editor/export",
    who: "editor or admin; downloads one language of an item as a Markdown file",
    refusal: "visitor: 303 to sign in; B and a moderator: 404, no file",
  },
  {
    key: "lib/actions/aggregation.ts#saveFeedAction",
    who: "editor or admin; adds a feed (paused) or saves its settings",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the feed unchanged",
  },
  {
    key: "lib/actions/aggregation.ts#pauseFeedAction",
    who: "editor or admin; pauses or resumes a feed, or all of them",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the feed unchanged",
  },
  {
    key: "lib/actions/aggregation.ts#fetchFeedNowAction",
    who: "editor or admin; queues an active feed's fetch now",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the feed unchanged, nothing queued",
  },
  {
    key: "lib/actions/aggregation.ts#deleteFeedAction",
    who: "editor or admin; deletes a feed and its entries",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the feed still there",
  },
  {
    key: "lib/actions/aggregation.ts#importOpmlAction",
    who: "editor or admin; adds the feeds of an OPML file, paused",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; no feed added",
  },
  {
    key: "lib/actions/aggregation.ts#decideEntriesAction",
    who: "editor or admin; accepts, publishes, rejects or restores inbox entries",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the entry unchanged, no item made",
  },
  {
    key: "lib/actions/aggregation.ts#takeDownAction",
    who: "editor or admin; takes an entry's link down (its items and entries deleted) and blocks it",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the entry still there, nothing blocked",
  },
  {
    key: "lib/actions/aggregation.ts#liftBlockAction",
    who: "editor or admin; lifts a block of the takedown list",
    refusal: "visitor: 'signIn'; B and a moderator: 'forbidden'; the block still standing",
  },
  {
    key: "GET /api/editor/sources/opml",
    who: "editor or admin; downloads every feed as OPML",
    refusal: "visitor: 303 to sign in; B and a moderator: 404, no file",
  },
  {
    key: "POST /api/editor/images",
    who: "editor or admin; stores an uploaded cover image",
    refusal: "visitor: 401; B and a moderator: 404; no image stored",
  },
  {
    key: "POST /api/editor/import",
    who: "editor or admin; makes a draft item of Markdown files",
    refusal: "visitor: 401; B and a moderator: 404; no item made",
  },
  {
    key: "POST /api/_auth/link",
    who: "the holder of a valid e-mailed link, from this site",
    refusal: "bogus token: 303 to /auth/confirm?state=invalid, no session; cross-site: 403",
  },
  {
    key: "GET /api/_auth/session",
    who: "anyone; answers about the caller's own cookie",
    refusal: "visitor: {}; B sees only B",
  },
  {
    key: "DELETE /api/_auth/session",
    who: "the signed-in caller, from this site",
    refusal: "cross-site: 403 'Cross-site sign-out refused'",
  },
  {
    key: "GET /api/articles/[id]/body",
    who: "any signed-in member (members-only articles are for every member)",
    refusal: "visitor: 401 'Sign-in required'",
  },
  {
    key: "GET /api/bookmarks",
    who: "signed-in member, own bookmarks only",
    refusal: "visitor: 401; B asking about A's bookmarked article: {bookmarked:false}",
  },
  {
    key: "GET /api/account/export",
    who: "signed-in member, own data only",
    refusal: "visitor: 401; B's file holds nothing of A's",
  },
  { key: "GET /api/build", who: "anyone (public: the build id)", refusal: "no private data" },
  { key: "GET /api/health", who: "anyone (public: 'ok')", refusal: "no private data" },
  { key: "GET /api/ready", who: "anyone (public: readiness checks)", refusal: "no private data" },
  {
    key: "GET /api/test/slow",
    who: "the e2e harness only (ENABLE_TEST_ROUTES=1; a 404 otherwise); answers after a bounded wait",
    refusal: "a wait over 30 s: 400",
  },
  {
    key: "POST /api/chat/messages",
    who: "member with a username, from this site",
    refusal: "visitor: 401 'signIn'; no username: 403 'needUsername'; cross-site: 403",
  },
  { key: "GET /api/chat/stream", who: "any signed-in member", refusal: "visitor: 401" },
  { key: "GET /api/reviews", who: "anyone (public reviews)", refusal: "hidden reviews are left out" },
  {
    key: "GET /api/reviews/mine",
    who: "signed-in member, own review only",
    refusal: "visitor: {signedIn:false,review:null}; B: B's own (null), never A's",
  },
  {
    key: "POST /api/user/create-user",
    who: "member for their own e-mail; admin any",
    refusal: "visitor: 401; B for another address: 403",
  },
  {
    key: "POST /api/user/find-username",
    who: "anyone (public: only whether a name is free)",
    refusal: "reveals nothing but {available}",
  },
  { key: "POST /api/user/get-user", who: "own record; moderator/admin any", refusal: "visitor: 401; B on A: 403" },
  {
    key: "POST /api/user/get-user-by-id",
    who: "own record; moderator/admin any",
    refusal: "visitor: 401; B on A: 403",
  },
  { key: "POST /api/user/get-user-role", who: "own record; moderator/admin any", refusal: "visitor: 401; B on A: 403" },
  { key: "POST /api/user/get-username", who: "own record; moderator/admin any", refusal: "visitor: 401; B on A: 403" },
  {
    key: "POST /api/user/update-profile",
    who: "signed-in member, own profile only",
    refusal: "visitor: 401; B's body naming A changes only B",
  },
] as const satisfies readonly Row[];

type Key = (typeof inventory)[number]["key"];
type Check = (w: World) => Promise<void>;

const user = (id: string): Watch => ({ table: "User", where: "id = $1", values: [id] });
const row = (table: string, id: string): Watch => ({ table, where: "id = $1", values: [id] });
// Dynamic segments of the pages actions are called on: a visible post and a product of the seed.
let stage: Promise<{ postId: string; articleId: string; category: string; slug: string }> | undefined;
const staged = () =>
  (stage ??= (async () => {
    const author = await createMember();
    const postId = await insertPost(author.id, `Stage for action calls ${author.id}`);
    const product = await sqlOne<{ articleId: string; category: string; slug: string }>(
      `SELECT a.id AS "articleId", c.slug AS category, a.slug FROM "Article" a JOIN "Category" c ON c.id = a."categoryId" WHERE a.type = 'PRODUCT' ORDER BY a.id LIMIT 1`,
    );
    return { postId, ...product };
  })());

async function pageFor(key: string): Promise<string> {
  const s = await staged();
  // The newsroom's pages take an item's id and a language; the forum's, a post's id.
  const newsroom = builtAction(key).pages.some((p) => p.includes("/editor/"));
  const values: Record<string, string> = {
    "[id]": newsroom ? s.articleId : s.postId,
    "[lang]": "en",
    "[type]": "products",
    "[category]": s.category,
    "[slug]": s.slug,
  };
  return pageOf(builtAction(key), (segment) => values[segment] ?? segment);
}

/** Calls action `key` on a page that hosts it, as `request` (the visitor by default). */
const a$ = async (w: World, key: string, args: unknown[], request: APIRequestContext = w.visitor) =>
  callAction(request, w.baseURL, key, args, { page: await pageFor(key) });

/**
 * A visitor's attempts: without a cookie, and with a forged session cookie (which gets past the
 * proxy's cheap cookie check on members-only pages). Without a cookie, a members-only page's
 * proxy answers first with a redirect to the need-login gate; otherwise the action refuses.
 */
async function visitorsRefused(
  w: World,
  key: string,
  args: unknown[],
  watches: Watch[],
  error: string,
  namespace?: "ActionErrors",
) {
  const page = await pageFor(key);
  const plain = await unchanged(watches, () => a$(w, key, args), "visitor");
  if (isMembersOnly(page, new URLSearchParams())) {
    expect(plain.status, `visitor on ${page}`).toBe(307);
    expect(plain.redirect, `visitor on ${page}`).toMatch(/\/auth\/need-login\?callbackUrl=/);
  } else expectRefused(plain, error, "visitor");
  const forged = await unchanged(watches, () => a$(w, key, args, w.forged), "visitor with a forged cookie");
  expectRefused(forged, error, "visitor with a forged cookie");
  if (namespace) expectTranslated(namespace, forged);
}

/**
 * A newsroom action: a visitor is sent to sign in, member B and a moderator are refused, and none of
 * the staged item's rows change; then an editor's same kind of call is answered (`rightful`), so the
 * refusals cannot pass because the call was malformed.
 */
async function newsroomRefused(
  w: World,
  key: string,
  args: (s: Awaited<ReturnType<typeof staged>>) => unknown[],
  rightful: unknown,
) {
  const s = await staged();
  const input = args(s);
  const watches: Watch[] = [
    row("Article", s.articleId),
    about("ArticleTranslation", "articleId", [s.articleId]),
    about("ArticleDraft", "articleId", [s.articleId]),
    about("ArticleRevision", "articleId", [s.articleId]),
  ];
  await visitorsRefused(w, key, input, watches, "signIn", "ActionErrors");
  const moderator = await w.moderator();
  for (const [who, request] of [
    ["B", await w.as(w.b)],
    ["a moderator", moderator.request],
  ] as const)
    await refusedCommunity(watches, () => a$(w, key, input, request), "forbidden", who);
  const editor = await w.editor();
  expect((await a$(w, key, input, editor.request)).result, "an editor's call").toEqual(rightful);
}

/** A feed of its own and one entry in it, for the aggregation rows. */
async function stagedFeed() {
  const feedId = `authz-feed-${randomBytes(6).toString("hex")}`;
  const source = await sqlOne<{ id: string }>(`SELECT id FROM "Source" ORDER BY slug LIMIT 1`);
  await sql(
    `INSERT INTO "Feed" (id, "sourceId", url, name, kind, "updatedAt") VALUES ($1, $2, $3, $4, 'NEWS', now())`,
    [feedId, source.id, `https://feeds.example.org/${feedId}.xml`, `Authz ${feedId}`],
  );
  const entryId = `${feedId}-entry`;
  await sql(
    `INSERT INTO "FeedEntry" (id, "feedId", guid, "canonicalUrl", link, title, language) VALUES ($1, $2, $1, $3, $3, 'Authz entry', 'en')`,
    [entryId, feedId, `https://feeds.example.org/${entryId}`],
  );
  return { feedId, entryId };
}

/** An editor-only aggregation action: refused to a visitor, B and a moderator with nothing changed. */
async function aggregationRefused(w: World, key: string, input: unknown[], watches: Watch[], rightful: unknown) {
  await visitorsRefused(w, key, input, watches, "signIn", "ActionErrors");
  const moderator = await w.moderator();
  for (const [who, request] of [
    ["B", await w.as(w.b)],
    ["a moderator", moderator.request],
  ] as const)
    await refusedCommunity(watches, () => a$(w, key, input, request), "forbidden", who);
  const editor = await w.editor();
  expect((await a$(w, key, input, editor.request)).result, "an editor's call").toEqual(rightful);
}

/** A Sessions-tab form: a visitor is sent to sign in; member B's call leaves A's session alone. */
async function sessionsRefused(w: World, key: string, fields: Record<string, string>, aSession: string) {
  const page = await pageFor(key);
  const watches = [row("Session", aSession)];
  for (const [who, request] of [
    ["visitor", w.visitor],
    ["visitor with a forged cookie", w.forged],
  ] as const) {
    const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
    expect(answer.redirect, who).toMatch(/\/auth\/need-login\?callbackUrl=%2Fuser%2Faccount/);
  }
  const b = await unchanged(
    watches,
    async () => callFormAction(await w.as(w.b), w.baseURL, key, fields, { page }),
    "B",
  );
  expect(b.status, "B").toBe(200);
}

/** A community error key the client shows as a toast: it must be translated in every language. */
function expectTranslated(namespace: "ActionErrors", answer: ActionAnswer) {
  const error = (answer.result as { error?: string } | null)?.error;
  for (const [locale, m] of Object.entries(messages))
    expect((m[namespace] as Record<string, string>)[error ?? ""], `${namespace}.${error} in ${locale}`).toBeTruthy();
}

/** A member action's refusal: exactly {ok:false,error}, translated, and nothing in `watches` changed. */
async function refusedCommunity(watches: Watch[], call: () => Promise<ActionAnswer>, error: string, label: string) {
  const answer = await unchanged(watches, call, label);
  expectRefused(answer, error, label);
  expectTranslated("ActionErrors", answer);
}

const post = (request: APIRequestContext, url: string, data: unknown, headers: Record<string, string> = {}) =>
  request.post(url, { data, headers: { "Content-Type": "application/json", ...headers }, maxRedirects: 0 });

/** A Set-Cookie that starts a session (not one that clears it). */
const isSession = (value: string) =>
  /next-auth\.session-token=[^;]+/.test(value) && !/Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(value);
const sessionCookieOf = (headers: { name: string; value: string }[]) =>
  headers.filter((h) => h.name.toLowerCase() === "set-cookie" && isSession(h.value)).map((h) => h.value);

const profile = (username: string | null, extra: Record<string, unknown> = {}) => ({
  name: "Renamed Member",
  username,
  bio: "Reads about ventilation.",
  website: "",
  language: "en",
  theme: "system",
  ...extra,
});

const checks: Record<Key, Check> = {
  "lib/actions/account.ts#saveProfile": async (w) => {
    const key = "lib/actions/account.ts#saveProfile";
    await visitorsRefused(w, key, [profile(w.a.username)], [user(w.a.id), user(w.b.id)], "signIn");
    const b = await w.as(w.b);
    const own = await unchanged(
      [user(w.a.id)],
      () => a$(w, key, [profile(w.b.username, { id: w.a.id, email: w.a.email, role: "ADMIN" })], b),
      "B naming A",
    );
    expect(own.result).toMatchObject({ ok: true, user: { id: w.b.id, email: w.b.email } });
    expect(await sqlOne(`SELECT name, bio, role FROM "User" WHERE id = $1`, [w.b.id])).toEqual({
      name: "Renamed Member",
      bio: "Reads about ventilation.",
      role: "USER",
    });
  },
  "lib/actions/account.ts#savePreferences": async (w) => {
    const key = "lib/actions/account.ts#savePreferences";
    const prefs = { emailOnReply: false, newsletter: true };
    await visitorsRefused(w, key, [prefs], [user(w.a.id), user(w.b.id)], "signIn");
    const b = await w.as(w.b);
    const own = await unchanged(
      [user(w.a.id)],
      () => a$(w, key, [{ ...prefs, userId: w.a.id, id: w.a.id }], b),
      "B naming A",
    );
    expect(own.result).toMatchObject({ ok: true, user: { id: w.b.id } });
    expect(await sqlOne(`SELECT "emailOnReply", newsletter FROM "User" WHERE id = $1`, [w.b.id])).toEqual(prefs);
  },
  "lib/actions/auth.ts#requestMagicLink": async (w) => {
    const key = "lib/actions/auth.ts#requestMagicLink";
    const known = await unchanged([user(w.a.id)], () => a$(w, key, [{ email: w.a.email }]), "visitor, A's address");
    const unknown = await a$(w, key, [{ email: `nobody-${w.b.id}@example.test` }]);
    expect(known.result).toEqual({ ok: true });
    expect(unknown.result).toEqual(known.result);
    expect(
      await sqlOne(
        `SELECT count(*)::int AS n FROM "AuthToken" WHERE email = $1 AND purpose = 'SIGN_IN' AND "usedAt" IS NULL`,
        [w.a.email],
      ),
    ).toEqual({ n: 1 });
    expect(known.setCookies.filter(isSession), "asking for a link signs nobody in").toEqual([]);
  },
  "lib/actions/auth.ts#signInWithPassword": async (w) => {
    const key = "lib/actions/auth.ts#signInWithPassword";
    const wrong = await unchanged(
      [user(w.a.id)],
      () => a$(w, key, [{ email: w.a.email, password: "not-the-password" }]),
      "wrong password",
    );
    expect(wrong.result).toEqual({ ok: false, error: "invalidCredentials" });
    expect(wrong.setCookies.filter(isSession), "no session for a wrong password").toEqual([]);
    const right = await a$(w, key, [{ email: w.a.email, password }]);
    expect(right.result).toEqual({ ok: true, redirectTo: "/" });
    expect(right.setCookies.filter(isSession)).toHaveLength(1);
  },
  "lib/actions/auth.ts#requestSignUp": async (w) => {
    const key = "lib/actions/auth.ts#requestSignUp";
    const again = await unchanged(
      [user(w.a.id)],
      () => a$(w, key, [{ email: w.a.email, password: "attacker-password", confirmPassword: "attacker-password" }]),
      "sign-up with A's address",
    );
    expect(again.result).toEqual({ ok: true });
    const fresh = `fresh-${w.b.id}@example.test`;
    expect(
      (await a$(w, key, [{ email: fresh, password: "a-new-password", confirmPassword: "a-new-password" }])).result,
    ).toEqual({ ok: true });
    expect(await sqlOne(`SELECT "emailVerified" FROM "User" WHERE email = $1`, [fresh])).toEqual({
      emailVerified: null,
    });
  },
  "lib/actions/auth.ts#requestPasswordReset": async (w) => {
    const key = "lib/actions/auth.ts#requestPasswordReset";
    const answer = await unchanged([user(w.a.id)], () => a$(w, key, [{ email: w.a.email }]), "reset for A");
    expect(answer.result).toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT count(*)::int AS n FROM "AuthToken" WHERE "userId" = $1 AND purpose = 'RESET_PASSWORD'`, [
        w.a.id,
      ]),
    ).toEqual({ n: 1 });
  },
  "lib/actions/auth.ts#updatePassword": async (w) => {
    const key = "lib/actions/auth.ts#updatePassword";
    const body = (token: string) => [
      { token, password: "a-brand-new-password", confirmPassword: "a-brand-new-password" },
    ];
    const b = await w.as(w.b);
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["B", b],
    ] as const) {
      const answer = await unchanged(
        [user(w.a.id), about("AuthToken", "userId", [w.a.id])],
        () => a$(w, key, body("forged-token-value"), request),
        who,
      );
      expect(answer.result, who).toEqual({ ok: false, error: "linkInvalid" });
    }
    const before = await sqlOne<{ passwordHash: string }>(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [w.a.id]);
    const token = await issueToken("RESET_PASSWORD", w.a.email, w.a.id);
    expect((await a$(w, key, body(token))).result).toEqual({ ok: true });
    expect(
      (await sqlOne<{ passwordHash: string }>(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [w.a.id]))
        .passwordHash,
    ).not.toBe(before.passwordHash);
  },
  "lib/actions/bookmarks.ts#setBookmark": async (w) => {
    const key = "lib/actions/bookmarks.ts#setBookmark";
    const article = await anArticle("NEWS");
    await insertBookmark(w.a.id, article.id);
    const watches = [about("Bookmark", "userId", [w.a.id, w.b.id])];
    await visitorsRefused(w, key, [{ articleId: article.id, bookmarked: false }], watches, "signIn");
    await visitorsRefused(w, key, [{ articleId: article.id, bookmarked: true }], watches, "signIn");
    const b = await w.as(w.b);
    const byB = await unchanged(
      watches,
      () => a$(w, key, [{ articleId: article.id, bookmarked: false, userId: w.a.id }], b),
      "B removes A's",
    );
    expect(byB.result).toEqual({ ok: true });
    expect((await a$(w, key, [{ articleId: article.id, bookmarked: false }], await w.as(w.a))).result).toEqual({
      ok: true,
    });
    expect(await sqlOne(`SELECT count(*)::int AS n FROM "Bookmark" WHERE "userId" = $1`, [w.a.id])).toEqual({ n: 0 });
  },
  "lib/actions/chat.ts#sendChatMessageAction": async (w) => {
    // Its only "worker" is the route handler that imports it. Called with its id on a page, Next
    // forwards the request to POST /api/chat/messages, whose own checks apply, and answers "{}".
    const key = "lib/actions/chat.ts#sendChatMessageAction";
    expect(builtAction(key).pages).toEqual(["app/api/chat/messages/route"]);
    const text = `Direct call ${w.b.id}`;
    const watches = [{ table: "ChatMessage", where: "text = $1", values: [text] }];
    const b = await w.as(w.b);
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["visitor with a forged cookie", w.forged],
      ["B", b],
    ] as const) {
      for (const page of ["/", "/forum"]) {
        const answer = await unchanged(
          watches,
          () => callAction(request, w.baseURL, key, [{ text }], { page }),
          `${who} on ${page}`,
        );
        expect([answer.status, answer.raw], `${who} on ${page}`).toEqual([200, "{}"]);
      }
    }
  },
  "lib/actions/contribute.ts#submitContribution": async (w) => {
    const description = `A contribution from a visitor ${w.a.id}`;
    const answer = await a$(w, "lib/actions/contribute.ts#submitContribution", [
      {
        category: "NEWS",
        description,
        email: "visitor@example.test",
        from_name: "A visitor",
        link: "",
        nickname: "",
        status: "HANDLED",
        handledAt: new Date().toISOString(),
      },
    ]);
    expect(answer.result).toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT status, "handledAt" FROM "Contribution" WHERE description = $1`, [description]),
    ).toEqual({ status: "NEW", handledAt: null });
  },
  "lib/actions/support.ts#submitSupportRequest": async (w) => {
    const message = `A support request from a visitor ${w.a.id}`;
    const answer = await a$(w, "lib/actions/support.ts#submitSupportRequest", [
      {
        name: "A visitor",
        email: "visitor@example.test",
        product: "WEBSITE",
        subject: "Help please",
        message,
        nickname: "",
        status: "HANDLED",
      },
    ]);
    expect(answer.result).toEqual({ ok: true });
    expect(await sqlOne(`SELECT status, "handledAt" FROM "SupportRequest" WHERE message = $1`, [message])).toEqual({
      status: "NEW",
      handledAt: null,
    });
  },
  "lib/actions/forum.ts#createPostAction": async (w) => {
    const key = "lib/actions/forum.ts#createPostAction";
    const title = `Authz post ${w.b.id}`;
    const input = { title, category: "MISC", topic: "", contents: "Hello everyone.", authorId: w.a.id };
    const none = await w.noUsername();
    const watches = [
      about("ForumPost", "authorId", [w.a.id, w.b.id, none.member.id]),
      { table: "ForumPost", where: "title = $1", values: [title] },
    ];
    await visitorsRefused(w, key, [input], watches, "signIn", "ActionErrors");
    await refusedCommunity(watches, () => a$(w, key, [input], none.request), "needUsername", "no username");
    const own = await a$(w, key, [input], await w.as(w.b));
    expect(own.result).toMatchObject({ ok: true, title });
    expect(await sqlOne(`SELECT "authorId" FROM "ForumPost" WHERE title = $1`, [title])).toEqual({ authorId: w.b.id });
  },
  "lib/actions/forum.ts#deletePostsAction": async (w) => {
    const key = "lib/actions/forum.ts#deletePostsAction";
    const mine = await insertPost(w.a.id, `A's post ${w.a.id}`);
    const theirs = await insertPost(w.b.id, `B's post ${w.b.id}`);
    const watches = [row("ForumPost", mine), row("ForumPost", theirs)];
    await visitorsRefused(w, key, [{ ids: [mine] }], watches, "signIn", "ActionErrors");
    const b = await w.as(w.b);
    await refusedCommunity(watches, () => a$(w, key, [{ ids: [mine] }], b), "forbidden", "B");
    const mixed = await unchanged(
      [row("ForumPost", mine)],
      () => a$(w, key, [{ ids: [mine, theirs] }], b),
      "B with its own post too",
    );
    expect(mixed.result).toEqual({ ok: true, count: 1 });
    expect((await a$(w, key, [{ ids: [mine] }], await w.as(w.a))).result).toEqual({ ok: true, count: 1 });
    expect(await sqlOne(`SELECT count(*)::int AS n FROM "ForumPost" WHERE id = $1`, [mine])).toEqual({ n: 0 });
  },
  "lib/actions/forum.ts#addCommentAction": async (w) => {
    const key = "lib/actions/forum.ts#addCommentAction";
    const visible = await insertPost(w.a.id, `A's open post ${w.a.id}`);
    const hidden = await insertPost(w.a.id, `A's hidden post ${w.a.id}`, true);
    const none = await w.noUsername();
    const watches = [{ table: "ForumComment", where: `"postId" = ANY($1::text[])`, values: [[visible, hidden]] }];
    await visitorsRefused(w, key, [{ postId: visible, text: "Visitor comment" }], watches, "signIn", "ActionErrors");
    await refusedCommunity(
      watches,
      () => a$(w, key, [{ postId: visible, text: "No handle" }], none.request),
      "needUsername",
      "no username",
    );
    const b = await w.as(w.b);
    await refusedCommunity(
      watches,
      () => a$(w, key, [{ postId: hidden, text: "On a hidden post" }], b),
      "notFound",
      "B on A's hidden post",
    );
    expect((await a$(w, key, [{ postId: visible, text: "B's comment", authorId: w.a.id }], b)).result).toMatchObject({
      ok: true,
      page: 1,
    });
    expect(await sqlOne(`SELECT "authorId" FROM "ForumComment" WHERE "postId" = $1`, [visible])).toEqual({
      authorId: w.b.id,
    });
  },
  "lib/actions/forum.ts#deleteCommentAction": async (w) => {
    const key = "lib/actions/forum.ts#deleteCommentAction";
    const postId = await insertPost(w.b.id, `B's post ${w.b.id}`);
    const comment = await insertComment(postId, w.a.id, "A's comment");
    await visitorsRefused(w, key, [{ id: comment }], [row("ForumComment", comment)], "signIn", "ActionErrors");
    // B owns the post, not the comment: still not theirs to delete.
    await refusedCommunity(
      [row("ForumComment", comment)],
      async () => a$(w, key, [{ id: comment }], await w.as(w.b)),
      "forbidden",
      "B",
    );
    // The thread has no comment left: one (empty) page.
    expect((await a$(w, key, [{ id: comment }], await w.as(w.a))).result).toEqual({ ok: true, pages: 1 });
    expect(await sqlOne(`SELECT count(*)::int AS n FROM "ForumComment" WHERE id = $1`, [comment])).toEqual({ n: 0 });
  },
  "lib/actions/forum.ts#translatePostAction": async (w) => {
    const key = "lib/actions/forum.ts#translatePostAction";
    const hidden = await insertPost(w.a.id, `Hidden ${w.a.id}`, true);
    const visible = await insertPost(w.a.id, `Visible ${w.a.id}`);
    await refusedCommunity(
      [row("ForumPost", hidden), { table: "ForumPostTranslation", where: `"postId" = $1`, values: [hidden] }],
      () => a$(w, key, [{ postId: hidden, locale: "en" }]),
      "notFound",
      "visitor, hidden post",
    );
    await refusedCommunity(
      [row("ForumPost", hidden)],
      async () => a$(w, key, [{ postId: hidden, locale: "en" }], await w.as(w.b)),
      "notFound",
      "B, hidden post",
    );
    expect((await a$(w, key, [{ postId: visible, locale: "en" }])).result).toMatchObject({
      ok: true,
      title: `Visible ${w.a.id}`,
    });
  },
  "lib/actions/inbox.ts#updateInboxItem": async (w) => {
    const key = "lib/actions/inbox.ts#updateInboxItem";
    const id = `authz-${w.a.id}`;
    await sqlOne(
      `INSERT INTO "Contribution" (id, category, description, email, "fromName", locale) VALUES ($1, 'NEWS', 'A tip for the editors.', 'tipster@example.test', 'Tipster', 'en') RETURNING id`,
      [id],
    );
    const fields = { kind: "contribution", id, status: "HANDLED" };
    const page = await pageFor(key);
    const watches = [row("Contribution", id)];
    // A fetch action's redirect is a 200 with x-action-redirect (the client then navigates there).
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["visitor with a forged cookie", w.forged],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect(answer.redirect, who).toBe("/auth/need-login?callbackUrl=%2Fmoderation%2Finbox;push");
    }
    for (const [who, member] of [
      ["B", w.b],
      ["A", w.a],
    ] as const) {
      const answer = await unchanged(
        watches,
        async () => callFormAction(await w.as(member), w.baseURL, key, fields, { page }),
        who,
      );
      expect([answer.status, answer.redirect], who).toEqual([404, null]);
    }
    const moderator = await w.moderator();
    expect((await callFormAction(moderator.request, w.baseURL, key, fields, { page })).status).toBe(200);
    expect(await sqlOne(`SELECT status FROM "Contribution" WHERE id = $1`, [id])).toEqual({ status: "HANDLED" });
  },
  "lib/actions/roles.ts#setMemberRole": async (w) => {
    const key = "lib/actions/roles.ts#setMemberRole";
    const target = await createMember();
    const watches = [row("User", target.id), about("RoleChange", "targetId", [target.id])];
    const input = { member: target.email, role: "ADMIN" };
    await visitorsRefused(w, key, [input], watches, "signIn", "ActionErrors");
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const)
      await refusedCommunity(watches, () => a$(w, key, [input], request), "forbidden", who);
    const admin = await w.admin();
    expect((await a$(w, key, [{ member: target.email, role: "EDITOR" }], admin.request)).result).toEqual({
      ok: true,
      changed: true,
    });
    expect(await sqlOne(`SELECT role FROM "User" WHERE id = $1`, [target.id])).toEqual({ role: "EDITOR" });
    expect(
      await sqlOne(`SELECT "actorId", "fromRole", "toRole" FROM "RoleChange" WHERE "targetId" = $1`, [target.id]),
    ).toEqual({ actorId: admin.member.id, fromRole: "USER", toRole: "EDITOR" });
  },
  "lib/actions/roles.ts#removeMemberRole": async (w) => {
    const key = "lib/actions/roles.ts#removeMemberRole";
    const target = await createMember({ role: "MODERATOR" });
    const watches = [row("User", target.id), about("RoleChange", "targetId", [target.id])];
    const fields = { userId: target.id };
    const page = await pageFor(key);
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["visitor with a forged cookie", w.forged],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect(answer.redirect, who).toMatch(/\/auth\/need-login\?callbackUrl=%2Fadmin%2Froles/);
    }
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect([answer.status, answer.redirect], who).toEqual([404, null]);
    }
    const admin = await w.admin();
    expect((await callFormAction(admin.request, w.baseURL, key, fields, { page })).status).toBe(200);
    expect(await sqlOne(`SELECT role FROM "User" WHERE id = $1`, [target.id])).toEqual({ role: "USER" });
  },
  "lib/actions/system.ts#retryMail": async (w) => {
    const key = "lib/actions/system.ts#retryMail";
    const target = await createMember();
    const [mail] = await sql<{ id: string }>(
      `INSERT INTO "OutgoingMail" (id, "to", subject, text, status, attempts, "lastError")
       VALUES ($1, $2, 'Given up', 'text', 'FAILED', 10, 'refused') RETURNING id`,
      [`failed-${target.id}`, target.email],
    );
    const watches = [row("OutgoingMail", mail!.id)];
    const fields = { mailId: mail!.id };
    const page = await pageFor(key);
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["visitor with a forged cookie", w.forged],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect(answer.redirect, who).toMatch(/\/auth\/need-login\?callbackUrl=%2Fadmin%2Fsystem/);
    }
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect([answer.status, answer.redirect], who).toEqual([404, null]);
    }
    const admin = await w.admin();
    expect((await callFormAction(admin.request, w.baseURL, key, fields, { page })).status).toBe(200);
    expect(await sqlOne(`SELECT status, attempts FROM "OutgoingMail" WHERE id = $1`, [mail!.id])).toMatchObject({
      attempts: expect.any(Number),
    });
    expect(
      (await sqlOne<{ status: string }>(`SELECT status FROM "OutgoingMail" WHERE id = $1`, [mail!.id]))?.status,
    ).not.toBe("FAILED");
  },
  "lib/actions/delete-account.ts#deleteMyAccount": async (w) => {
    const key = "lib/actions/delete-account.ts#deleteMyAccount";
    const a = await createMember({ password: "a's password 1" });
    const watches = [row("User", a.id), about("Session", "userId", [a.id])];
    await visitorsRefused(w, key, [{ password: "a's password 1" }], watches, "signIn");
    const b = await unchanged(watches, async () => a$(w, key, [{ password: "a's password 1" }], await w.as(w.b)), "B");
    expect(b.result, "B").toEqual({ ok: false, error: "invalid", fieldErrors: { password: "passwordWrong" } });
    expect((await a$(w, key, [{ password: "a's password 1" }], await w.as(a))).result).toMatchObject({ ok: true });
    expect(await sqlOne(`SELECT username, "passwordHash" FROM "User" WHERE id = $1`, [a.id])).toEqual({
      username: null,
      passwordHash: null,
    });
  },
  "lib/actions/account-security.ts#changeMyPassword": async (w) => {
    const key = "lib/actions/account-security.ts#changeMyPassword";
    const a = await createMember({ password: "a's password 1" });
    const b = await createMember({ password: "b's password 1" });
    const input = {
      currentPassword: "a's password 1",
      password: "a new password 1",
      confirmPassword: "a new password 1",
    };
    const watches = [row("User", a.id), row("User", b.id), about("OutgoingMail", "to", [a.email, b.email])];
    await visitorsRefused(w, key, [input], watches, "signIn");
    const byB = await unchanged(watches, async () => a$(w, key, [input], await w.as(b)), "B");
    expect(byB.result, "B").toEqual({ ok: false, error: "invalid", fieldErrors: { currentPassword: "passwordWrong" } });
    const before = await sqlOne<{ passwordHash: string }>(`SELECT "passwordHash" FROM "User" WHERE id = $1`, [a.id]);
    expect((await a$(w, key, [input], await w.as(a))).result).toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT "passwordHash" <> $2 AS changed FROM "User" WHERE id = $1`, [a.id, before.passwordHash]),
    ).toEqual({
      changed: true,
    });
  },
  "lib/actions/account-security.ts#changeMyEmail": async (w) => {
    const key = "lib/actions/account-security.ts#changeMyEmail";
    const a = await createMember({ password: "a's password 1" });
    const b = await createMember({ password: "b's password 1" });
    const input = { email: `new-${a.id}@example.test`, currentPassword: "a's password 1" };
    const watches = [
      row("User", a.id),
      row("User", b.id),
      about("AuthToken", "email", [input.email]),
      about("OutgoingMail", "to", [a.email, b.email, input.email]),
    ];
    await visitorsRefused(w, key, [input], watches, "signIn");
    const byB = await unchanged(watches, async () => a$(w, key, [input], await w.as(b)), "B");
    expect(byB.result, "B").toEqual({ ok: false, error: "invalid", fieldErrors: { currentPassword: "passwordWrong" } });
    // A's own call sends the link; the address changes only when it is used.
    expect((await a$(w, key, [input], await w.as(a))).result).toEqual({ ok: true });
    expect(await sqlOne(`SELECT email FROM "User" WHERE id = $1`, [a.id])).toEqual({ email: a.email });
    expect(
      await sqlOne(`SELECT count(*)::int AS n FROM "AuthToken" WHERE "userId" = $1 AND purpose = 'CHANGE_EMAIL'`, [
        a.id,
      ]),
    ).toEqual({ n: 1 });
  },
  "lib/actions/delete-account.ts#requestDeletionLink": async (w) => {
    const key = "lib/actions/delete-account.ts#requestDeletionLink";
    const a = await createMember();
    const b = await createMember();
    const watches = [row("User", a.id), about("AuthToken", "userId", [a.id]), about("OutgoingMail", "to", [a.email])];
    await visitorsRefused(w, key, [{}], watches, "signIn");
    const byB = await unchanged(
      watches,
      async () => a$(w, key, [{ userId: a.id, email: a.email }], await w.as(b)),
      "B",
    );
    expect(byB.result, "B").toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT count(*)::int AS n, min(email) AS email FROM "AuthToken" WHERE "userId" = $1`, [b.id]),
    ).toEqual({ n: 1, email: b.email });
    expect((await a$(w, key, [{}], await w.as(a))).result).toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT count(*)::int AS n FROM "AuthToken" WHERE "userId" = $1 AND purpose = 'DELETE_ACCOUNT'`, [
        a.id,
      ]),
    ).toEqual({ n: 1 });
  },
  "lib/actions/sessions.ts#signOutSession": async (w) => {
    const key = "lib/actions/sessions.ts#signOutSession";
    const { sessionId } = await sessionCookieFor(w.a);
    await sessionsRefused(w, key, { id: sessionId }, sessionId);
    expect(
      (await callFormAction(await w.as(w.a), w.baseURL, key, { id: sessionId }, { page: await pageFor(key) })).status,
    ).toBe(200);
    expect(await sqlOne(`SELECT count(*)::int AS n FROM "Session" WHERE id = $1`, [sessionId])).toEqual({ n: 0 });
  },
  "lib/actions/sessions.ts#signOutEverywhereElse": async (w) => {
    const key = "lib/actions/sessions.ts#signOutEverywhereElse";
    const { sessionId } = await sessionCookieFor(w.a);
    await sessionsRefused(w, key, {}, sessionId);
    expect((await callFormAction(await w.as(w.a), w.baseURL, key, {}, { page: await pageFor(key) })).status).toBe(200);
    expect(await sqlOne(`SELECT count(*)::int AS n FROM "Session" WHERE id = $1`, [sessionId])).toEqual({ n: 0 });
  },
  "lib/actions/moderation.ts#decideReportAction": async (w) => {
    const key = "lib/actions/moderation.ts#decideReportAction";
    const target = await insertPost(w.b.id, `Reported ${w.b.id}`);
    const report = await insertReport(w.a.id, "POST", target, "Advertising a fake cure");
    const watches = [
      row("Report", report),
      row("ForumPost", target),
      about("Notification", "userId", [w.a.id, w.b.id]),
    ];
    const input = { reportId: report, decision: "delete" };
    await visitorsRefused(w, key, [input], watches, "signIn", "ActionErrors");
    for (const [who, member] of [
      ["B", w.b],
      ["A", w.a],
    ] as const)
      await refusedCommunity(watches, async () => a$(w, key, [input], await w.as(member)), "forbidden", who);
    const moderator = await w.moderator();
    expect((await a$(w, key, [{ reportId: report, decision: "hide" }], moderator.request)).result).toEqual({
      ok: true,
    });
    expect(await sqlOne(`SELECT status, "handledById" FROM "Report" WHERE id = $1`, [report])).toEqual({
      status: "HIDDEN",
      handledById: moderator.member.id,
    });
    expect(await sqlOne(`SELECT "hiddenAt" IS NOT NULL AS hidden FROM "ForumPost" WHERE id = $1`, [target])).toEqual({
      hidden: true,
    });
  },
  "lib/actions/reports.ts#reportAction": async (w) => {
    const key = "lib/actions/reports.ts#reportAction";
    const target = await insertPost(w.a.id, `Reportable ${w.a.id}`);
    const own = await insertReport(w.a.id, "POST", target, "A's own report");
    const input = {
      targetType: "POST",
      targetId: target,
      reason: "Looks like spam",
      reporterId: w.a.id,
      status: "DISMISSED",
    };
    await visitorsRefused(
      w,
      key,
      [input],
      [{ table: "Report", where: `"targetId" = $1`, values: [target] }],
      "signIn",
      "ActionErrors",
    );
    const byB = await unchanged([row("Report", own)], async () => a$(w, key, [input], await w.as(w.b)), "B naming A");
    expect(byB.result).toEqual({ ok: true });
    expect(
      await sqlOne(`SELECT "reporterId", status FROM "Report" WHERE "targetId" = $1 AND id <> $2`, [target, own]),
    ).toEqual({ reporterId: w.b.id, status: "OPEN" });
  },
  "lib/actions/reviews.ts#saveReviewAction": async (w) => {
    const key = "lib/actions/reviews.ts#saveReviewAction";
    const product = await anArticle("PRODUCT");
    const review = await insertReview(product.id, w.a.id, 5, "A's honest review.");
    const watches = [
      row("Review", review),
      {
        table: "Review",
        where: `"productId" = $1 AND "userId" = ANY($2::text[])`,
        values: [product.id, [w.a.id, w.b.id]],
      },
    ];
    await visitorsRefused(
      w,
      key,
      [{ productId: product.id, rating: 1, text: "Visitor's review" }],
      watches,
      "signIn",
      "ActionErrors",
    );
    const byB = await unchanged(
      [row("Review", review)],
      async () =>
        a$(
          w,
          key,
          [{ productId: product.id, rating: 1, text: "B's review.", userId: w.a.id, id: review }],
          await w.as(w.b),
        ),
      "B naming A",
    );
    expect(byB.result).toEqual({ ok: true, outcome: "added" });
    expect(
      (await a$(w, key, [{ productId: product.id, rating: 4, text: "A's edited review." }], await w.as(w.a))).result,
    ).toEqual({ ok: true, outcome: "updated" });
    expect(await sqlOne(`SELECT rating, text FROM "Review" WHERE id = $1`, [review])).toEqual({
      rating: 4,
      text: "A's edited review.",
    });
  },

  "GET /api/_auth/[...nextauth]": async (w) => {
    const csrf = await w.visitor.get("/api/_auth/csrf");
    expect(csrf.status()).toBe(200);
    expect(Object.keys(await csrf.json())).toEqual(["csrfToken"]);
    expect(await (await w.visitor.get("/api/_auth/providers")).json()).toEqual({});
    const b = await w.as(w.b);
    expect(await (await b.get("/api/_auth/session")).json()).toMatchObject({ user: { id: w.b.id, email: w.b.email } });
  },
  "POST /api/_auth/[...nextauth]": async (w) => {
    const b = await w.as(w.b);
    const forged = await unchanged(
      [user(w.b.id)],
      () =>
        b.post("/api/_auth/signout", {
          form: { csrfToken: "forged" },
          headers: { Origin: "https://evil.example" },
          maxRedirects: 0,
        }),
      "forged sign-out",
    );
    expect(forged.status()).toBeLessThan(500);
    const cleared = forged
      .headersArray()
      .filter(
        (h) =>
          h.name.toLowerCase() === "set-cookie" && /next-auth\.session-token=/.test(h.value) && !isSession(h.value),
      );
    expect(cleared, "a forged sign-out does not clear the session cookie").toEqual([]);
    expect(await (await b.get("/api/_auth/session")).json()).toMatchObject({ user: { id: w.b.id } });
  },
  "lib/actions/subscriptions.ts#subscribeByEmail": async (w) => {
    const key = "lib/actions/subscriptions.ts#subscribeByEmail";
    const email = `visitor-sub-${w.a.id}@example.test`;
    const answer = await a$(w, key, [
      {
        email,
        topic: "type:NEWS",
        rhythm: "DAILY",
        nickname: "",
        confirmedAt: new Date().toISOString(),
        userId: w.a.id,
      },
    ]);
    expect(answer.result).toEqual({ ok: true });
    expect(await sqlOne(`SELECT "confirmedAt", "userId" FROM "Subscription" WHERE email = $1`, [email])).toEqual({
      confirmedAt: null,
      userId: null,
    });
  },
  "lib/actions/subscriptions.ts#subscribeAsMember": async (w) => {
    const key = "lib/actions/subscriptions.ts#subscribeAsMember";
    const watches: Watch[] = [{ table: "Subscription", where: "email = $1", values: [w.a.email.toLowerCase()] }];
    const input = { topic: "type:EVENT", rhythm: "WEEKLY", email: w.a.email };
    await visitorsRefused(w, key, [input], watches, "signIn", "ActionErrors");
    const byB = await unchanged(watches, async () => a$(w, key, [input], await w.as(w.b)), "B naming A's address");
    expect(byB.result).toMatchObject({ ok: true });
    expect(
      await sqlOne(`SELECT count(*)::int AS n FROM "Subscription" WHERE email = $1`, [w.b.email.toLowerCase()]),
    ).toEqual({ n: 1 });
  },
  "lib/actions/subscriptions.ts#requestManageLink": async (w) => {
    const key = "lib/actions/subscriptions.ts#requestManageLink";
    await sql(
      `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt") VALUES ($1, $2, 'TYPE', 'NEWS', 'en', 'DAILY', now(), now())`,
      [`sub-${w.a.id}`, w.a.email.toLowerCase()],
    );
    const watches: Watch[] = [{ table: "Subscription", where: "email = $1", values: [w.a.email.toLowerCase()] }];
    const answer = await unchanged(watches, () => a$(w, key, [{ email: w.a.email, nickname: "" }]), "visitor");
    expect(answer.result).toEqual({ ok: true });
  },
  "POST /api/subscriptions/confirm": async (w) => {
    const email = `confirm-${w.a.id}@example.test`;
    await sql(
      `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "updatedAt") VALUES ($1, $2, 'TYPE', 'NEWS', 'en', 'DAILY', now())`,
      [`sub-c-${w.a.id}`, email],
    );
    const watches: Watch[] = [{ table: "Subscription", where: "email = $1", values: [email] }];
    const form = (token: string) => ({ form: { token, locale: "en" }, maxRedirects: 0 });
    const crossSite = await unchanged(
      watches,
      () =>
        w.visitor.post("/api/subscriptions/confirm", {
          ...form(subscriptionToken("confirm", email)),
          headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        }),
      "cross-site",
    );
    expect(crossSite.status()).toBe(403);
    const forged = await unchanged(
      watches,
      () =>
        w.visitor.post("/api/subscriptions/confirm", {
          ...form(`${subscriptionToken("confirm", email).split(".")[0]}.forged`),
          headers: { Origin: w.baseURL },
        }),
      "forged token",
    );
    expect([forged.status(), forged.headers().location]).toEqual([303, "/subscriptions/confirm?state=invalid"]);
    const used = await w.visitor.post("/api/subscriptions/confirm", {
      ...form(subscriptionToken("confirm", email)),
      headers: { Origin: w.baseURL },
    });
    expect([used.status(), used.headers().location]).toEqual([303, "/subscriptions/confirm?state=confirmed"]);
    expect(
      await sqlOne(`SELECT "confirmedAt" IS NOT NULL AS confirmed FROM "Subscription" WHERE email = $1`, [email]),
    ).toEqual({
      confirmed: true,
    });
  },
  "POST /api/subscriptions/manage": async (w) => {
    const email = `manage-${w.a.id}@example.test`;
    const id = `sub-m-${w.a.id}`;
    await sql(
      `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt") VALUES ($1, $2, 'TYPE', 'NEWS', 'en', 'DAILY', now(), now())`,
      [id, email],
    );
    const watches = [row("Subscription", id)];
    const form = (token: string) => ({ form: { token, id, intent: "unsubscribe", locale: "en" }, maxRedirects: 0 });
    const crossSite = await unchanged(
      watches,
      () =>
        w.visitor.post("/api/subscriptions/manage", {
          ...form(subscriptionToken("manage", email)),
          headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        }),
      "cross-site",
    );
    expect(crossSite.status()).toBe(403);
    for (const [who, token] of [
      ["forged token", `${subscriptionToken("manage", email).split(".")[0]}.forged`],
      ["another address's token", subscriptionToken("manage", `other-${w.a.id}@example.test`)],
    ] as const) {
      const answer = await unchanged(
        watches,
        () => w.visitor.post("/api/subscriptions/manage", { ...form(token), headers: { Origin: w.baseURL } }),
        who,
      );
      expect(answer.status(), who).toBe(303);
    }
    const used = await w.visitor.post("/api/subscriptions/manage", {
      ...form(subscriptionToken("manage", email)),
      headers: { Origin: w.baseURL },
    });
    expect(used.status()).toBe(303);
    expect(await sql(`SELECT id FROM "Subscription" WHERE id = $1`, [id])).toEqual([]);
  },
  "POST /api/subscriptions/unsubscribe": async (w) => {
    const email = `oneclick-${w.a.id}@example.test`;
    const id = `sub-u-${w.a.id}`;
    await sql(
      `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt") VALUES ($1, $2, 'TYPE', 'NEWS', 'en', 'DAILY', now(), now())`,
      [id, email],
    );
    const watches = [row("Subscription", id)];
    const url = (token: string) => `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}&id=${id}`;
    const oneClick = { form: { "List-Unsubscribe": "One-Click" }, maxRedirects: 0 };
    for (const [who, token] of [
      ["forged token", `${subscriptionToken("manage", email).split(".")[0]}.forged`],
      ["expired token", subscriptionToken("manage", email, Date.now() - 1000)],
    ] as const) {
      const answer = await unchanged(watches, () => w.visitor.post(url(token), oneClick), who);
      expect(answer.status(), who).toBe(400);
    }
    const used = await w.visitor.post(url(subscriptionToken("manage", email)), oneClick);
    expect(used.status()).toBe(200);
    expect(await sql(`SELECT id FROM "Subscription" WHERE id = $1`, [id])).toEqual([]);
  },
  "GET /api/subscriptions/unsubscribe": async (w) => {
    const email = `oneclick-get-${w.a.id}@example.test`;
    const id = `sub-g-${w.a.id}`;
    await sql(
      `INSERT INTO "Subscription" (id, email, topic, "topicKey", locale, rhythm, "confirmedAt", "updatedAt") VALUES ($1, $2, 'TYPE', 'NEWS', 'fr', 'DAILY', now(), now())`,
      [id, email],
    );
    const watches = [row("Subscription", id)];
    const url = (token: string) => `/api/subscriptions/unsubscribe?token=${encodeURIComponent(token)}&id=${id}`;
    for (const [who, token, to] of [
      ["valid token", subscriptionToken("manage", email), "/fr/subscriptions/unsubscribe?"],
      ["forged token", `${subscriptionToken("manage", email).split(".")[0]}.forged`, "/subscriptions/unsubscribe?"],
      ["expired token", subscriptionToken("manage", email, Date.now() - 1000), "/subscriptions/unsubscribe?"],
    ] as const) {
      const answer = await unchanged(watches, () => w.visitor.get(url(token), { maxRedirects: 0 }), who);
      expect(answer.status(), who).toBe(303);
      expect(answer.headers().location, who).toContain(to);
    }
  },
  "POST /api/test/published": async (w) => {
    const answer = await post(w.visitor, "/api/test/published", { id: `no-such-item-${w.a.id}` });
    expect([answer.status(), await answer.json()]).toEqual([200, { queued: 0 }]);
  },
  "lib/actions/newsroom.ts#saveItemAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#saveItemAction",
      (s) => [{ ...emptyItem, category: "no-such-category", slug: `intruder-${s.articleId.slice(0, 8)}` }],
      { ok: false, error: "invalid", fieldErrors: { category: "categoryUnknown" } },
    ),
  "lib/actions/newsroom.ts#saveEditionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#saveEditionAction",
      (s) => [
        {
          articleId: s.articleId,
          locale: "en",
          title: "Intruder",
          summary: "s",
          body: "b",
          seoDescription: "",
          version: 999,
          autosave: false,
        },
      ],
      { ok: true, version: expect.any(Number), theirs: expect.objectContaining({ version: expect.any(Number) }) },
    ),
  "lib/actions/newsroom.ts#publishEditionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#publishEditionAction",
      () => [{ articleId: "no-such-item", locale: "en", change: "minor", correction: "" }],
      { ok: false, error: "notFound" },
    ),
  "lib/actions/newsroom.ts#unpublishEditionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#unpublishEditionAction",
      () => [{ articleId: "no-such-item", locale: "en" }],
      { ok: false, error: "notFound" },
    ),
  "lib/actions/newsroom.ts#scheduleEditionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#scheduleEditionAction",
      (s) => [{ articleId: s.articleId, locale: "en", at: new Date(Date.now() - 60_000).toISOString() }],
      { ok: false, error: "invalid", fieldErrors: { at: "scheduleInPast" } },
    ),
  "lib/actions/newsroom.ts#reviewEditionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#reviewEditionAction",
      () => [{ articleId: "no-such-item", locale: "en", inReview: true }],
      { ok: false, error: "notFound" },
    ),
  "lib/actions/newsroom.ts#restoreRevisionAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#restoreRevisionAction",
      (s) => [{ articleId: s.articleId, revisionId: "no-such-revision" }],
      { ok: false, error: "notFound" },
    ),
  "lib/actions/newsroom.ts#draftTranslationAction": (w) =>
    newsroomRefused(
      w,
      "lib/actions/newsroom.ts#draftTranslationAction",
      () => [{ articleId: "no-such-item", locale: "es" }],
      { ok: false, error: "notFound" },
    ),
  "lib/actions/newsroom.ts#previewMarkdownAction": (w) =>
    newsroomRefused(w, "lib/actions/newsroom.ts#previewMarkdownAction", () => [{ body: "**x**" }], {
      ok: true,
      html: "<p><strong>x</strong></p>\n",
    }),
  "GET /api/media/[id]": async (w) => {
    const missing = await w.visitor.get("/api/media/no-such-image");
    expect(missing.status()).toBe(404);
  },
  "lib/actions/newsroom.ts#draftFromContributionAction": async (w) => {
    const key = "lib/actions/newsroom.ts#draftFromContributionAction";
    const id = `authz-draft-${w.a.id}`;
    await sqlOne(
      `INSERT INTO "Contribution" (id, category, description, email, "fromName", locale) VALUES ($1, 'NEWS', 'A tip for the editors. More words.', 'tipster@example.test', 'Tipster', 'es') RETURNING id`,
      [id],
    );
    const fields = { id };
    const page = await pageFor(key);
    const watches = [row("Contribution", id)];
    for (const [who, request] of [
      ["visitor", w.visitor],
      ["visitor with a forged cookie", w.forged],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect(answer.redirect, who).toBe("/auth/need-login?callbackUrl=%2Fmoderation%2Finbox;push");
    }
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await unchanged(watches, () => callFormAction(request, w.baseURL, key, fields, { page }), who);
      expect([answer.status, answer.redirect], who).toEqual([404, null]);
    }
    const editor = await w.editor();
    const made = await callFormAction(editor.request, w.baseURL, key, fields, { page });
    expect(made.redirect).toMatch(/^\/editor\/[^/;]+;push$/);
    expect(
      await sqlOne(`SELECT status, "articleId" IS NOT NULL AS drafted FROM "Contribution" WHERE id = $1`, [id]),
    ).toEqual({
      status: "HANDLED",
      drafted: true,
    });
  },
  "GET /api/editor/preview": async (w) => {
    const { articleId } = await staged();
    const url = `/api/editor/preview?id=${articleId}&lang=en`;
    const bypass = (headers: { name: string; value: string }[]) =>
      headers.some((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith("__prerender_bypass="));
    const visitor = await w.visitor.get(url, { maxRedirects: 0 });
    expect(visitor.status()).toBe(303);
    expect(visitor.headers().location).toMatch(/^\/auth\/need-login\?callbackUrl=/);
    expect(bypass(visitor.headersArray())).toBe(false);
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), who).toBe(404);
      expect(bypass(answer.headersArray()), who).toBe(false);
    }
    const editor = await w.editor();
    const opened = await editor.request.get(url, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
    expect(bypass(opened.headersArray())).toBe(true);
  },
  "GET /api/editor/export": async (w) => {
    const { articleId } = await staged();
    const url = `/api/editor/export?id=${articleId}&lang=en`;
    const visitor = await w.visitor.get(url, { maxRedirects: 0 });
    expect(visitor.status()).toBe(303);
    expect(visitor.headers().location).toMatch(/^\/auth\/need-login\?callbackUrl=/);
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), who).toBe(404);
      expect(await answer.text(), who).not.toContain("---");
    }
    const editor = await w.editor();
    const file = await editor.request.get(url, { maxRedirects: 0 });
    expect(file.status()).toBe(200);
    expect(file.headers()["content-disposition"]).toMatch(/^attachment; filename="[a-z0-9-]+\.en\.md"$/);
    expect(await file.text()).toMatch(/^---\n/);
  },
  "lib/actions/aggregation.ts#saveFeedAction": async (w) => {
    const { feedId } = await stagedFeed();
    const url = `https://feeds.example.org/intruder-${feedId}.xml`;
    const input = [{ ...emptyFeed, id: feedId, url, name: "Intruder", newSource: "Intruder" }];
    await aggregationRefused(w, "lib/actions/aggregation.ts#saveFeedAction", input, [row("Feed", feedId)], {
      ok: true,
      id: feedId,
    });
  },
  "lib/actions/aggregation.ts#pauseFeedAction": async (w) => {
    const { feedId } = await stagedFeed();
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#pauseFeedAction",
      [{ id: feedId, paused: false }],
      [row("Feed", feedId)],
      { ok: true, count: 1 },
    );
  },
  "lib/actions/aggregation.ts#fetchFeedNowAction": async (w) => {
    const { feedId } = await stagedFeed();
    // Active but due in a day: a refused call leaves it so; the editor's makes it due now.
    await sql(`UPDATE "Feed" SET paused = false, "nextFetchAt" = now() + interval '1 day' WHERE id = $1`, [feedId]);
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#fetchFeedNowAction",
      [{ id: feedId }],
      [row("Feed", feedId)],
      {
        ok: true,
      },
    );
    // Its fetch fails (the address is not served here): back to paused so the poller leaves it be.
    await sql(`UPDATE "Feed" SET paused = true WHERE id = $1`, [feedId]);
  },
  "lib/actions/aggregation.ts#deleteFeedAction": async (w) => {
    const { feedId } = await stagedFeed();
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#deleteFeedAction",
      [{ id: feedId }],
      [row("Feed", feedId)],
      {
        ok: true,
      },
    );
  },
  "lib/actions/aggregation.ts#importOpmlAction": async (w) => {
    const url = `https://feeds.example.org/imported-${w.a.id}.xml`;
    const opml = `<?xml version="1.0"?><opml version="2.0"><head><title>t</title></head><body><outline text="Imported ${w.a.id}" type="rss" xmlUrl="${url}"/></body></opml>`;
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#importOpmlAction",
      [{ opml }],
      [about("Feed", "url", [url])],
      { ok: true, added: 1, skipped: 0 },
    );
  },
  "lib/actions/aggregation.ts#decideEntriesAction": async (w) => {
    const { entryId } = await stagedFeed();
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#decideEntriesAction",
      [{ ids: [entryId], decision: "reject" }],
      [row("FeedEntry", entryId)],
      { ok: true, done: 1, refused: [], articleIds: [] },
    );
  },
  "lib/actions/aggregation.ts#takeDownAction": async (w) => {
    const { entryId } = await stagedFeed();
    await aggregationRefused(
      w,
      "lib/actions/aggregation.ts#takeDownAction",
      [{ entryId, reason: "The publisher asked us to remove it.", requester: "" }],
      [row("FeedEntry", entryId), about("BlockedLink", "canonicalUrl", [`https://feeds.example.org/${entryId}`])],
      { ok: true, removedItems: 0 },
    );
  },
  "lib/actions/aggregation.ts#liftBlockAction": async (w) => {
    const id = `authz-block-${randomBytes(6).toString("hex")}`;
    await sql(`INSERT INTO "BlockedLink" (id, "canonicalUrl", reason) VALUES ($1, $2, 'Asked by the publisher')`, [
      id,
      `https://feeds.example.org/${id}`,
    ]);
    await aggregationRefused(w, "lib/actions/aggregation.ts#liftBlockAction", [{ id }], [row("BlockedLink", id)], {
      ok: true,
    });
  },
  "GET /api/editor/sources/opml": async (w) => {
    const url = "/api/editor/sources/opml";
    const visitor = await w.visitor.get(url, { maxRedirects: 0 });
    expect(visitor.status()).toBe(303);
    expect(visitor.headers().location).toMatch(/^\/auth\/need-login\?callbackUrl=/);
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await request.get(url, { maxRedirects: 0 });
      expect(answer.status(), who).toBe(404);
      expect(await answer.text(), who).not.toContain("<opml");
    }
    const editor = await w.editor();
    const file = await editor.request.get(url, { maxRedirects: 0 });
    expect(file.status()).toBe(200);
    expect(await file.text()).toContain("<opml");
  },
  "POST /api/editor/images": async (w) => {
    const alt = `Authz upload ${w.a.id}`;
    // Random pixels: a new picture, so the editor's call below stores a row of its own.
    const png = await sharp(randomBytes(40 * 20 * 3), { raw: { width: 40, height: 20, channels: 3 } })
      .png()
      .toBuffer();
    const upload = (request: APIRequestContext) =>
      request.post("/api/editor/images", {
        headers: { Origin: w.baseURL },
        multipart: { file: { name: "cover.png", mimeType: "image/png", buffer: png }, alt },
      });
    const watches = [about("MediaImage", "alt", [alt])];
    const visitor = await unchanged(watches, () => upload(w.visitor), "visitor");
    expect(visitor.status()).toBe(401);
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await unchanged(watches, () => upload(request), who);
      expect([answer.status(), await answer.json()], who).toEqual([404, { error: "Not found" }]);
    }
    const editor = await w.editor();
    const stored = await upload(editor.request);
    expect(stored.status()).toBe(200);
    expect(await stored.json()).toMatchObject({ ok: true, url: expect.stringMatching(/^\/api\/media\//) });
  },
  "POST /api/editor/import": async (w) => {
    const slug = `authz-import-${w.a.id.slice(0, 8)}`;
    const text =
      "---\ntype: news\ntitle: A title\nsummary: A lead\ncategory: research\npublishedDaysAgo: 0\n---\n\nA body.\n";
    const send = (request: APIRequestContext) =>
      request.post("/api/editor/import", {
        headers: { Origin: w.baseURL },
        multipart: { files: { name: `${slug}.en.md`, mimeType: "text/markdown", buffer: Buffer.from(text) } },
      });
    const watches = [about("Article", "slug", [slug])];
    const visitor = await unchanged(watches, () => send(w.visitor), "visitor");
    expect(visitor.status()).toBe(401);
    const moderator = await w.moderator();
    for (const [who, request] of [
      ["B", await w.as(w.b)],
      ["a moderator", moderator.request],
    ] as const) {
      const answer = await unchanged(watches, () => send(request), who);
      expect([answer.status(), await answer.json()], who).toEqual([404, { error: "Not found" }]);
    }
    const editor = await w.editor();
    const made = await send(editor.request);
    expect(await made.json()).toEqual({ ok: true, id: expect.any(String) });
  },
  "POST /api/_auth/link": async (w) => {
    const token = await issueToken("SIGN_IN", w.a.email, null);
    const tokenRow: Watch = { table: "AuthToken", where: `email = $1`, values: [w.a.email] };
    const crossSite = await unchanged(
      [tokenRow, user(w.a.id)],
      () =>
        w.visitor.post("/api/_auth/link", {
          form: { token, locale: "en" },
          headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
          maxRedirects: 0,
        }),
      "cross-site",
    );
    expect(crossSite.status()).toBe(403);
    const bogus = await unchanged(
      [tokenRow, user(w.a.id)],
      () =>
        w.visitor.post("/api/_auth/link", {
          form: { token: "not-a-token", locale: "en" },
          headers: { Origin: w.baseURL },
          maxRedirects: 0,
        }),
      "bogus token",
    );
    expect(bogus.status()).toBe(303);
    expect(bogus.headers().location).toBe("/auth/confirm?state=invalid");
    expect(sessionCookieOf(bogus.headersArray())).toEqual([]);
    const used = await w.visitor.post("/api/_auth/link", {
      form: { token, locale: "en" },
      headers: { Origin: w.baseURL },
      maxRedirects: 0,
    });
    expect(used.status()).toBe(303);
    expect(sessionCookieOf(used.headersArray())).toHaveLength(1);
    // A deletion link for an address the account no longer has deletes nothing.
    const stale = await issueToken("DELETE_ACCOUNT", `old-${w.b.email}`, w.b.id);
    const refused = await unchanged(
      [user(w.b.id), about("Session", "userId", [w.b.id])],
      () =>
        w.visitor.post("/api/_auth/link", {
          form: { token: stale, locale: "en" },
          headers: { Origin: w.baseURL },
          maxRedirects: 0,
        }),
      "stale deletion link",
    );
    expect(refused.headers().location).toBe("/auth/confirm?state=invalid");
    // A new-address link changes the address of the account it was issued for, and only that.
    const moved = `moved-${w.b.id}@example.test`;
    const change = await issueToken("CHANGE_EMAIL", moved, w.b.id);
    const changed = await w.visitor.post("/api/_auth/link", {
      form: { token: change, locale: "en" },
      headers: { Origin: w.baseURL },
      maxRedirects: 0,
    });
    expect(changed.headers().location).toBe("/auth/confirm?state=emailChanged");
    expect(await sqlOne(`SELECT email FROM "User" WHERE id = $1`, [w.b.id])).toEqual({ email: moved });
    // The holder of a deletion link deletes that account; the link's session cookie is cleared.
    const deletion = await issueToken("DELETE_ACCOUNT", moved, w.b.id);
    const deleted = await w.visitor.post("/api/_auth/link", {
      form: { token: deletion, locale: "en" },
      headers: { Origin: w.baseURL },
      maxRedirects: 0,
    });
    expect(deleted.headers().location).toBe("/auth/confirm?state=deleted");
    expect(await sqlOne(`SELECT username, "emailVerified" FROM "User" WHERE id = $1`, [w.b.id])).toEqual({
      username: null,
      emailVerified: null,
    });
  },
  "GET /api/_auth/session": async (w) => {
    expect(await (await w.visitor.get("/api/_auth/session")).json()).toEqual({});
    expect(await (await (await w.as(w.b)).get("/api/_auth/session")).json()).toMatchObject({
      user: { id: w.b.id, email: w.b.email },
    });
  },
  "DELETE /api/_auth/session": async (w) => {
    const b = await w.as(w.b);
    const crossSite = await b.delete("/api/_auth/session", {
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status()).toBe(403);
    expect(await crossSite.json()).toEqual({ error: "Cross-site sign-out refused" });
    expect(sessionCookieOf(crossSite.headersArray())).toEqual([]);
    const own = await b.delete("/api/_auth/session", { headers: { Origin: w.baseURL } });
    expect(await own.json()).toEqual({ ok: true });
  },
  "GET /api/articles/[id]/body": async (w) => {
    const locked = await sqlOne<{ id: string }>(
      `SELECT id FROM "Article" WHERE "accessLevel" <> 'FREE' ORDER BY id LIMIT 1`,
    );
    const visitor = await w.visitor.get(`/api/articles/${locked.id}/body?locale=en`);
    expect(visitor.status()).toBe(401);
    expect(await visitor.json()).toEqual({ error: "Sign-in required" });
    expect(visitor.headers()["cache-control"]).toBe("private, no-store");
    const member = await (await w.as(w.b)).get(`/api/articles/${locked.id}/body?locale=en`);
    expect(member.status()).toBe(200);
    expect((await member.json()).html).toContain("<");
  },
  "GET /api/bookmarks": async (w) => {
    const article = await anArticle("NEWS");
    await insertBookmark(w.a.id, article.id);
    const visitor = await w.visitor.get(`/api/bookmarks?articleId=${article.id}`);
    expect(visitor.status()).toBe(401);
    expect(await visitor.json()).toEqual({ error: "Sign-in required" });
    expect(
      await (await (await w.as(w.b)).get(`/api/bookmarks?articleId=${article.id}&userId=${w.a.id}`)).json(),
    ).toEqual({ bookmarked: false });
    expect(await (await (await w.as(w.a)).get(`/api/bookmarks?articleId=${article.id}`)).json()).toEqual({
      bookmarked: true,
    });
  },
  "GET /api/account/export": async (w) => {
    const visitor = await w.visitor.get("/api/account/export");
    expect(visitor.status()).toBe(401);
    const b = await (await w.as(w.b)).get(`/api/account/export?userId=${w.a.id}`);
    expect(b.status()).toBe(200);
    const text = await b.text();
    expect(JSON.parse(text).profile.id).toBe(w.b.id);
    expect(text).not.toContain(w.a.email);
  },
  "GET /api/build": async (w) => {
    const answer = await w.visitor.get("/api/build");
    expect(answer.status()).toBe(200);
    expect(Object.keys(await answer.json())).toEqual(["buildId"]);
  },
  "GET /api/health": async (w) => {
    const answer = await w.visitor.get("/api/health");
    expect(answer.status()).toBe(200);
    expect(await answer.text()).toBe("ok\n");
  },
  "GET /api/ready": async (w) => {
    const answer = await w.visitor.get("/api/ready");
    expect(answer.status()).toBe(200);
    expect(await answer.json()).toEqual({ ready: true, draining: false, database: true, pendingMigrations: [] });
  },
  "GET /api/test/slow": async (w) => {
    expect((await w.visitor.get("/api/test/slow?ms=60000")).status()).toBe(400);
    expect((await w.visitor.get("/api/test/slow?ms=10")).status()).toBe(200);
  },
  "POST /api/chat/messages": async (w) => {
    const none = await w.noUsername();
    const watches = [about("ChatMessage", "authorId", [w.b.id, none.member.id])];
    const sameSite = { Origin: w.baseURL };
    const visitor = await unchanged(
      watches,
      () => post(w.visitor, "/api/chat/messages", { text: "visitor" }, sameSite),
      "visitor",
    );
    expect([visitor.status(), await visitor.json()]).toEqual([401, { ok: false, error: "signIn" }]);
    const handleless = await unchanged(
      watches,
      () => post(none.request, "/api/chat/messages", { text: "no handle" }, sameSite),
      "no username",
    );
    expect([handleless.status(), await handleless.json()]).toEqual([403, { ok: false, error: "needUsername" }]);
    const b = await w.as(w.b);
    const crossSite = await unchanged(
      watches,
      () =>
        post(
          b,
          "/api/chat/messages",
          { text: "cross-site" },
          { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
        ),
      "cross-site",
    );
    expect([crossSite.status(), await crossSite.json()]).toEqual([403, { ok: false, error: "forbidden" }]);
    const own = await post(b, "/api/chat/messages", { text: "Hello from B", userId: w.a.id }, sameSite);
    expect(own.status()).toBe(201);
    expect(await sqlOne(`SELECT "authorId" FROM "ChatMessage" WHERE id = $1`, [(await own.json()).message.id])).toEqual(
      { authorId: w.b.id },
    );
  },
  "GET /api/chat/stream": async (w) => {
    const visitor = await w.visitor.get("/api/chat/stream");
    expect(visitor.status()).toBe(401);
    // A member's stream never ends: read its first event with fetch, then hang up.
    const b = await w.as(w.b);
    const cookie = (await b.storageState()).cookies.map((c) => `${c.name}=${c.value}`).join("; ");
    const abort = new AbortController();
    const stream = await fetch(new URL("/api/chat/stream", w.baseURL), { headers: { cookie }, signal: abort.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get("content-type")).toContain("text/event-stream");
    const first = await stream.body!.getReader().read();
    expect(new TextDecoder().decode(first.value)).toContain(": connected");
    abort.abort();
  },
  "GET /api/reviews": async (w) => {
    const product = await anArticle("PRODUCT");
    const hidden = await insertReview(product.id, w.a.id, 1, `Hidden review ${w.a.id}`);
    await sqlOne(`UPDATE "Review" SET "hiddenAt" = now() WHERE id = $1 RETURNING id`, [hidden]);
    const answer = await w.visitor.get(`/api/reviews?productId=${product.id}`);
    expect(answer.status()).toBe(200);
    expect(await answer.text()).not.toContain(`Hidden review ${w.a.id}`);
  },
  "GET /api/reviews/mine": async (w) => {
    const product = await anArticle("PRODUCT");
    await insertReview(product.id, w.a.id, 5, `A's review ${w.a.id}`);
    expect(await (await w.visitor.get(`/api/reviews/mine?productId=${product.id}`)).json()).toEqual({
      signedIn: false,
      review: null,
    });
    expect(
      await (await (await w.as(w.b)).get(`/api/reviews/mine?productId=${product.id}&userId=${w.a.id}`)).json(),
    ).toEqual({ signedIn: true, userId: w.b.id, review: null });
    expect(await (await (await w.as(w.a)).get(`/api/reviews/mine?productId=${product.id}`)).json()).toMatchObject({
      signedIn: true,
      userId: w.a.id,
      review: { text: `A's review ${w.a.id}` },
    });
  },
  "POST /api/user/create-user": async (w) => {
    const other = `created-${w.b.id}@example.test`;
    const watches = [{ table: "User", where: "email = $1", values: [other] }];
    const visitor = await unchanged(
      watches,
      () => post(w.visitor, "/api/user/create-user", { email: other }),
      "visitor",
    );
    expect(visitor.status()).toBe(401);
    const byB = await unchanged(
      watches,
      async () => post(await w.as(w.b), "/api/user/create-user", { email: other }),
      "B",
    );
    expect([byB.status(), await byB.json()]).toEqual([403, { error: "You can only create your own user record" }]);
    expect(await (await post(await w.as(w.a), "/api/user/create-user", { email: w.a.email })).json()).toMatchObject({
      id: w.a.id,
    });
  },
  "POST /api/user/find-username": async (w) => {
    const answer = await post(w.visitor, "/api/user/find-username", { username: w.a.username });
    expect(await answer.json()).toEqual({ username: w.a.username, available: false });
  },
  "POST /api/user/get-user": (w) =>
    readsOwnRecord(w, "get-user", { email: w.a.email }, "You can only read your own user record", { id: w.a.id }),
  "POST /api/user/get-user-by-id": (w) =>
    readsOwnRecord(w, "get-user-by-id", { id: w.a.id }, "You can only read your own user record", { email: w.a.email }),
  "POST /api/user/get-user-role": (w) =>
    readsOwnRecord(w, "get-user-role", { email: w.a.email }, "You can only read your own role", { role: "USER" }),
  "POST /api/user/get-username": (w) =>
    readsOwnRecord(w, "get-username", { email: w.a.email }, "You can only read your own username", {
      username: w.a.username,
    }),
  "POST /api/user/update-profile": async (w) => {
    const visitor = await unchanged(
      [user(w.a.id)],
      () => post(w.visitor, "/api/user/update-profile", { profile: { bio: "Written by a visitor." } }),
      "visitor",
    );
    expect([visitor.status(), await visitor.json()]).toEqual([401, { error: "Sign-in required" }]);
    const byB = await unchanged(
      [user(w.a.id)],
      async () =>
        post(await w.as(w.b), "/api/user/update-profile", {
          profile: { bio: "Written by member B." },
          id: w.a.id,
          email: w.a.email,
        }),
      "B naming A",
    );
    expect(byB.status()).toBe(200);
    expect(await byB.json()).toMatchObject({ id: w.b.id, profile: { bio: "Written by member B." } });
  },
};

/** A /api/user read: visitor 401, B on A's record 403 (nothing changes), A and a moderator see it. */
async function readsOwnRecord(
  w: World,
  name: string,
  body: Record<string, unknown>,
  refusal: string,
  expected: Record<string, unknown>,
) {
  const url = `/api/user/${name}`;
  const visitor = await unchanged([user(w.a.id)], () => post(w.visitor, url, body), "visitor");
  expect([visitor.status(), await visitor.json()]).toEqual([401, { error: "Sign-in required" }]);
  const byB = await unchanged([user(w.a.id), user(w.b.id)], async () => post(await w.as(w.b), url, body), "B");
  expect([byB.status(), await byB.json()]).toEqual([403, { error: refusal }]);
  expect(await (await post(await w.as(w.a), url, body)).json()).toMatchObject(expected);
  expect(await (await post((await w.moderator()).request, url, body)).json()).toMatchObject(expected);
}

const password = "correct horse battery";

test("every server action and /api route of the app has a row in the matrix", () => {
  const keys = new Set<string>(inventory.map((r) => r.key));
  expect(keys.size, "duplicate rows").toBe(inventory.length);
  const { actions, inline } = sourceActions();
  expect(inline, 'inline "use server" functions need rows of their own (and this inventory extended)').toEqual([]);
  const built = builtActions().map((a) => `${a.module}#${a.name}`);
  expect(built.length, "the build's action manifest lists actions").toBeGreaterThan(10);
  expect(
    built.filter((k) => !keys.has(k)),
    "built actions without a row",
  ).toEqual([]);
  expect(
    actions.filter((k) => !keys.has(k)),
    "exported actions without a row",
  ).toEqual([]);
  const routes = sourceRoutes();
  expect(
    routes.filter((k) => !keys.has(k)),
    "routes without a row",
  ).toEqual([]);
  const known = new Set([...actions, ...routes]);
  expect(
    [...keys].filter((k) => !known.has(k)),
    "rows for actions or routes that no longer exist",
  ).toEqual([]);
});

for (const entry of inventory) {
  test(`${entry.key}: ${entry.who}`, async ({ browser, baseURL }) => {
    const world = await setUp(browser, baseURL!, entry.key.endsWith("#signInWithPassword") ? { password } : {});
    try {
      await checks[entry.key](world);
    } finally {
      await world.close();
    }
  });
}
