import "server-only";
import type { UserRecord } from "./user-record";
import { getSessionRecord } from "./session";

/**
 * The member this request is rendered for, or null: the spec's start-up step ("with a user, their
 * record is looked up by e-mail or created"), done once per server render (docs/adr/0016-member-api-and-guarded-routes.md).
 * A session belongs to a user row (signing in creates the row first), so the
 * record is that row, read with the session check (`getSessionRecord`): no second query.
 * Cached pages are `force-static`, where Next hands every read of the request an empty cookie jar,
 * so there this is always null and the page stays the visitors' one; the member variants
 * (app/[locale]/(site)/%5Fmember, reached through proxy.ts) and the per-request pages see the real
 * cookie. A forged, expired or ended session is null too: the visitors' content.
 */
export const getMember: () => Promise<UserRecord | null> = getSessionRecord;

/** Who the server rendered a page for, as the header shows them. */
export type MemberBadge = { name: string; avatarUrl: string };

/** What the header shows of the member: the name the menu is labelled with, and the avatar. */
export function memberBadge(user: UserRecord): MemberBadge {
  return { name: user.username ?? user.profile.name ?? user.email, avatarUrl: user.profile.avatarUrl };
}
