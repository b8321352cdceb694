import { InEveryLanguage } from "@/components/layout/in-every-language";
import "./globals.css";

// Requests that never reach a language (e.g. an unknown file name) get this bare page, in all four
// languages (lib/i18n/last-resort.ts). Its link is a plain <a>: next/link here was a client reference
// of its own on every page, so every page loaded next/link twice (once in this chunk, once in the
// layout's, which has our localized Link; a page's first scripts are kept small).
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">
            <InEveryLanguage words="notFound" />
          </h1>
          <p className="mt-4">
            {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above: a full load of the home page is right here */}
            <a href="/">Covid Info</a>
          </p>
        </main>
      </body>
    </html>
  );
}
