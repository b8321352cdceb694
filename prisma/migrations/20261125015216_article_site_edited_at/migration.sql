-- AlterTable
ALTER TABLE "Article" ADD COLUMN     "siteEditedAt" TIMESTAMP(3);
