-- Uploaded images and their resized copies (issue 19, "Images"). The bytes are in the row, or in
-- S3-compatible storage under "storageKey": exactly one of the two.
CREATE TABLE "MediaImage" (
    "id" TEXT NOT NULL,
    "sha256" TEXT NOT NULL,
    "mime" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "size" INTEGER NOT NULL,
    "alt" TEXT NOT NULL,
    "bytes" BYTEA,
    "storageKey" TEXT,
    "uploadedById" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MediaImage_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "MediaImage_one_place" CHECK (("bytes" IS NULL) <> ("storageKey" IS NULL))
);

CREATE TABLE "MediaVariant" (
    "imageId" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "mime" TEXT NOT NULL,
    "size" INTEGER NOT NULL,
    "bytes" BYTEA,
    "storageKey" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "MediaVariant_pkey" PRIMARY KEY ("imageId","width","mime"),
    CONSTRAINT "MediaVariant_one_place" CHECK (("bytes" IS NULL) <> ("storageKey" IS NULL))
);

CREATE UNIQUE INDEX "MediaImage_sha256_key" ON "MediaImage"("sha256");

CREATE INDEX "MediaImage_uploadedById_idx" ON "MediaImage"("uploadedById");

ALTER TABLE "MediaImage" ADD CONSTRAINT "MediaImage_uploadedById_fkey" FOREIGN KEY ("uploadedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

ALTER TABLE "MediaVariant" ADD CONSTRAINT "MediaVariant_imageId_fkey" FOREIGN KEY ("imageId") REFERENCES "MediaImage"("id") ON DELETE CASCADE ON UPDATE CASCADE;
