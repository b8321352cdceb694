import { cookies } from "next/headers";
import Link from "next/link";

// The per-request floor: the bare page, but reading a cookie, so Next renders it for every request
// (no cache). A member's pages, rendered per request, are measured against it.
export default async function PerRequestPage() {
  const theme = (await cookies()).get("theme")?.value ?? "light";
  return (
    <main>
      <h1>Bare Next page, per request</h1>
      <p>The per-request floor of npm run bench: the bare page rendered for each request ({theme}).</p>
      <Link href="/per-request">This page</Link>
    </main>
  );
}
