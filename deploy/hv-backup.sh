#!/bin/sh
# Installed as /usr/local/bin/hv-backup; runs as the postgres user from hv-backup.service.
# A custom-format dump (compressed, restorable table by table with pg_restore), 14 days kept.
set -eu
dir=/var/backups/hv
mkdir -p "$dir"
file="$dir/hv-$(date -u +%Y%m%dT%H%M%SZ).dump"
pg_dump --format=custom --no-owner --dbname=hv --file="$file.partial"
mv "$file.partial" "$file"
# A dump that pg_restore cannot list is no backup: fail loudly (the unit shows as failed).
pg_restore --list "$file" > /dev/null
find "$dir" -name 'hv-*.dump' -mtime +14 -delete
