// Runs in the browser before the page is interactive (Next 16 convention): error reporting, which
// starts Sentry after the page has loaded and keeps the errors thrown before then
// (components/analytics/error-reporting.ts).
import { startBrowserErrors } from "@/components/analytics/error-reporting";

startBrowserErrors();
