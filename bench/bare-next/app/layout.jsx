// The bench's floor (scripts/bench/bare.ts): a bare Next app of the same Next and React versions as
// the site, one page with one next/link, built and served beside the site so that every figure can
// be read as a ratio to what the framework itself costs on this machine in the same run.
export const metadata = { title: "Bare Next page", description: "The bench's floor." };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
