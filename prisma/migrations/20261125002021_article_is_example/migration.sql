-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "isExample" BOOLEAN NOT NULL DEFAULT false;
