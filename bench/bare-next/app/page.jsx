import Link from "next/link";

export default function Page() {
  return (
    <main>
      <h1>Bare Next page</h1>
      <p>The floor of npm run bench: what a page of this Next version costs with nothing of the site in it.</p>
      <Link href="/">This page</Link>
    </main>
  );
}
