import { notFound } from "next/navigation";
import { serverEnv } from "@/lib/env";
import { connection } from "next/server";

// Lets the end-to-end tests reach the error page. Answers 404 unless the server was started
// with ENABLE_TEST_ROUTES=1, which only the test harness does.
export default async function TestError() {
  await connection();
  if (serverEnv().ENABLE_TEST_ROUTES !== "1") notFound();
  throw new Error("Deliberate error for the error-page test");
}
