-- Avatars are served resized (issue "Accounts people can keep", item 6): each avatar file gets a
-- 64 px and a 256 px square WebP, stored beside it under keys of their own. The rows go with
-- their file (cascade); the orphan sweep then removes their bytes, as it does a file's.
CREATE TABLE "file_sizes" (
	"file_id" uuid NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"byte_size" integer NOT NULL,
	CONSTRAINT "file_sizes_file_id_size_pk" PRIMARY KEY("file_id","size"),
	CONSTRAINT "file_sizes_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "file_sizes_size_check" CHECK ("file_sizes"."size" in (64, 256)),
	CONSTRAINT "file_sizes_byte_size_check" CHECK ("file_sizes"."byte_size" > 0)
);
--> statement-breakpoint
ALTER TABLE "file_sizes" ADD CONSTRAINT "file_sizes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;
