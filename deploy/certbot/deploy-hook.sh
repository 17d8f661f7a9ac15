#!/bin/sh
# certbot --deploy-hook: runs after certbot obtained or renewed the wildcard certificate for the
# product's domain and *.domain (DNS-01 through RFC 2136; docs/deploy.md "Certificates").
# It copies the pair into HV_TLS_DIR, the folder every Caddy node loads it from (a shared mount when
# there are several nodes), each file written under a temporary name and renamed, so Caddy never
# reads half a file. Every node's hv-tls-reload.path unit then reloads its Caddy.
set -eu
dir="${HV_TLS_DIR:-/etc/hv/tls}"
: "${RENEWED_LINEAGE:?certbot sets RENEWED_LINEAGE for a deploy hook}"
mkdir -p "$dir"
for file in privkey.pem fullchain.pem; do
  cp "$RENEWED_LINEAGE/$file" "$dir/.$file.new"
  chmod 0640 "$dir/.$file.new"
  chgrp caddy "$dir/.$file.new" 2>/dev/null || true
  mv -f "$dir/.$file.new" "$dir/$file"
done
echo "hv deploy-hook: $(basename "$RENEWED_LINEAGE") written to $dir"
