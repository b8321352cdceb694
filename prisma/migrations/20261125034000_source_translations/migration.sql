-- A source's label in each language ("Editorial team": "Equipo editorial", "Rédaction", "Equipe editorial").
CREATE TABLE "SourceTranslation" (
    "sourceId" TEXT NOT NULL,
    "locale" "Locale" NOT NULL,
    "name" TEXT NOT NULL,

    CONSTRAINT "SourceTranslation_pkey" PRIMARY KEY ("sourceId","locale")
);

ALTER TABLE "SourceTranslation" ADD CONSTRAINT "SourceTranslation_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source"("id") ON DELETE CASCADE ON UPDATE CASCADE;

INSERT INTO "SourceTranslation" ("sourceId", "locale", "name")
SELECT s."id", t."locale"::"Locale", t."name"
FROM "Source" s
CROSS JOIN (VALUES ('es', 'Equipo editorial'), ('fr', 'Rédaction'), ('pt', 'Equipe editorial')) AS t("locale", "name")
WHERE s."slug" = 'editorial-team'
ON CONFLICT DO NOTHING;
