#!/bin/sh
# Run once by the postgres image when it creates the primary's data folder (docker-compose.yml): the role the
# streaming replica (postgres-replica) copies and follows the primary as, its password POSTGRES_REPLICATION_PASSWORD.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" -v password="$POSTGRES_REPLICATION_PASSWORD" <<'SQL'
CREATE ROLE replicator WITH REPLICATION LOGIN PASSWORD :'password';
SQL
echo 'host replication replicator all scram-sha-256' >> "$PGDATA/pg_hba.conf"
