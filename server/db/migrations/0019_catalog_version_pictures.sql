-- The picture files (image_files) are made in the background from `art` (server/db/images.ts) and no
-- page or answer reads them: a page names a picture by its art key and widths. Their trigger bumped the
-- catalog's version for every file stored (326 times on a 100,000-product shop's first start), each
-- emptying every replica's render cache for nothing (docs/decisions/035).
DROP TRIGGER IF EXISTS "image_files_catalog_change" ON "image_files";
