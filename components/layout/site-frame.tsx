import type { ReactNode } from "react";
import { Footer } from "./footer";
import { Header } from "./header";
import { Notice } from "./notice";

const widths = { wide: "max-w-6xl", reading: "max-w-5xl" } as const;

/** The default layout's frame (header, standing notice, main, footer), shared by its route groups. */
export function SiteFrame({ children, width = "wide" }: { children: ReactNode; width?: keyof typeof widths }) {
  return (
    <>
      <Header />
      <Notice />
      <main id="main" tabIndex={-1} className={`mx-auto w-full ${widths[width]} flex-1 px-4 py-8 focus:outline-none`}>
        {children}
      </main>
      <Footer />
    </>
  );
}
