import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";
import { connection } from "next/server";
import { ThrowInBrowser } from "./throw-in-browser";

// Lets the end-to-end tests reach the error page. Answers 404 unless the server was started
// with ENABLE_TEST_ROUTES=1, which only the test harness does. `?in=browser` renders the page,
// then fails in the browser (for the browser's error reporting, e2e/runtime.spec.ts).
export default async function TestError({ searchParams }: { searchParams: Promise<{ in?: string }> }) {
  await connection();
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") notFound();
  if ((await searchParams).in === "browser") return <ThrowInBrowser />;
  throw new Error("Deliberate error for the error-page test");
}
