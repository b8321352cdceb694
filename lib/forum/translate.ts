import "server-only";
import { db } from "@/lib/db";
import { serverEnv } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { log } from "@/lib/ops/log.mjs";

export type Translation = { title: string; contents: string };
export type TranslateOutcome =
  { ok: true; translation: Translation } | { ok: false; reason: "unavailable" | "failed" | "notFound" };

/** Asks a LibreTranslate-compatible service (POST {q, source, target, format, api_key}) for one text. */
export async function translateText(
  url: string,
  apiKey: string | undefined,
  q: string,
  source: Locale,
  target: Locale,
  format: "text" | "html" = "text",
): Promise<string> {
  const response = await fetch(new URL("translate", url.endsWith("/") ? url : `${url}/`), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ q, source, target, format, ...(apiKey ? { api_key: apiKey } : {}) }),
    signal: AbortSignal.timeout(10_000),
    cache: "no-store",
  });
  if (!response.ok) throw new Error(`translation service answered ${response.status}`);
  const body = (await response.json()) as { translatedText?: unknown };
  if (typeof body.translatedText !== "string") throw new Error("translation service answered without translatedText");
  return body.translatedText;
}

/**
 * A visible post in `target`, from the cache (ForumPostTranslation) or the service, which is read
 * at request time so a deployment can turn it on without a rebuild.
 */
export async function translatePost(postId: string, target: Locale): Promise<TranslateOutcome> {
  const post = await db.forumPost.findFirst({
    where: { id: postId, hiddenAt: null },
    select: { title: true, contents: true, locale: true },
  });
  if (!post) return { ok: false, reason: "notFound" };
  if (post.locale === target) return { ok: true, translation: { title: post.title, contents: post.contents } };
  const cached = await db.forumPostTranslation.findUnique({
    where: { postId_locale: { postId, locale: target } },
    select: { title: true, contents: true },
  });
  if (cached) return { ok: true, translation: cached };
  const { TRANSLATE_URL, TRANSLATE_API_KEY } = serverEnv();
  if (!TRANSLATE_URL) return { ok: false, reason: "unavailable" };
  try {
    const [title, contents] = await Promise.all([
      translateText(TRANSLATE_URL, TRANSLATE_API_KEY, post.title, post.locale, target),
      translateText(TRANSLATE_URL, TRANSLATE_API_KEY, post.contents, post.locale, target),
    ]);
    const data = { title, contents };
    await db.forumPostTranslation.upsert({
      where: { postId_locale: { postId, locale: target } },
      create: { postId, locale: target, ...data },
      update: data,
    });
    return { ok: true, translation: data };
  } catch (error) {
    log.error({ err: error, postId, target }, "forum: translation failed");
    return { ok: false, reason: "failed" };
  }
}
