-- Extensions every later migration may rely on (PGlite loads them as contrib modules).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
