// The job names of subscription mail (lib/jobs), shared by the app, the worker and the tests.
export const scanJob = "subscriptions-scan";
export const deliverJob = "subscriptions-deliver";
export const digestJob = "subscriptions-digest";
