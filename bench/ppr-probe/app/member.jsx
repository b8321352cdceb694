import { cookies } from "next/headers";

/** The member's part: a name read from a cookie, so it can only be rendered per request. */
export async function Member() {
  const name = (await cookies()).get("member")?.value ?? "visitor";
  return <p id="member">Signed in as {name}</p>;
}
