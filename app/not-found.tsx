import Link from "next/link";
import "./globals.css";

// Requests that never reach a language (e.g. an unknown file name) get this bare page.
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body>
        <main className="mx-auto max-w-xl px-4 py-24 text-center">
          <h1 className="text-3xl font-bold">Not Found</h1>
          <p className="mt-4">
            <Link href="/">Covid Info</Link>
          </p>
        </main>
      </body>
    </html>
  );
}
