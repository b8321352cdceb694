-- Everything written before isExample existed is the demo content (prisma/seed) or generated
-- benchmark rows: examples, until a seed run with citations says otherwise (docs/content.md).
UPDATE "Article" SET "isExample" = true;
