import Link from "next/link";

// About as much as one of the site's list pages: 100 cards with links and utility classes (96 kB of HTML
// with its RSC payload, where the site's pages are 68-102 kB).
export function Content() {
  return (
    <main className="mx-auto max-w-6xl px-4 py-8">
      <h1 className="text-3xl font-bold">Cache Components probe</h1>
      <ul className="grid gap-4 md:grid-cols-3">
        {Array.from({ length: 100 }, (_, i) => (
          <li key={i} className="flex h-full flex-col rounded-lg border border-slate-200 p-4 dark:border-slate-800">
            <h3 className="font-semibold leading-snug">
              <Link href={`/static?i=${i}`}>Article number {i} about wastewater surveillance</Link>
            </h3>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              A short summary of item {i}, two lines long in a real list.
            </p>
          </li>
        ))}
      </ul>
    </main>
  );
}
