-- A public health watch item's level, after CDC's Health Alert Network (issue 20).
CREATE TYPE "AlertLevel" AS ENUM ('ALERT', 'ADVISORY', 'UPDATE', 'INFORMATION');

ALTER TABLE "Article" ADD COLUMN "alertLevel" "AlertLevel";
