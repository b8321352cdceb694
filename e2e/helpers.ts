// Kept so that specs written against the old path still compile: the helpers live in e2e/support/.
export * from "./support/pages";
