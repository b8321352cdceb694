// The new-post draft lives in this browser only, so an accidental reload or a sign-in detour loses
// nothing. It is kept per member, and signing out (or deleting the account) forgets every draft, so
// the next person on a shared computer never finds someone else's unpublished post.
const PREFIX = "forum:new-post-draft";

export const draftKey = (memberId: string) => `${PREFIX}:${memberId}`;

export function forgetPostDrafts() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    /* storage may be unavailable (private mode): there is nothing to forget */
  }
}
