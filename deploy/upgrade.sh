#!/bin/sh
# Rolling upgrade of the app instances behind Caddy, one at a time (docs/deploy.md "Upgrades").
# Each instance drains before it stops (SIGTERM → /readyz answers 503 for SHUTDOWN_DRAIN_MS while it
# still serves, so Caddy's health check moves traffic away), restarts on the new release, and is
# waited for twice: until it answers /readyz itself, then one Caddy health interval more, so Caddy
# has marked it up before the next instance drains. Caddy therefore always has a healthy upstream.
# scripts/bench-cluster.ts (drill C) does the same steps under load and counts every non-2xx.
#
#   HV_PORTS            the instances' ports (default "3001 3002")
#   HV_HEALTH_INTERVAL  Caddy's health_interval in seconds (deploy/Caddyfile: 5)
set -eu
ports="${HV_PORTS:-3001 3002}"
interval="${HV_HEALTH_INTERVAL:-5}"
for port in $ports; do
  echo "hv upgrade: hv@$port drains and restarts"
  systemctl restart "hv@$port"
  waited=0
  until curl -fsS "http://127.0.0.1:$port/readyz" >/dev/null 2>&1; do
    waited=$((waited + 1))
    if [ "$waited" -gt 120 ]; then
      echo "hv upgrade: hv@$port is not ready after 120 s; stopping here (the other instances still serve)" >&2
      exit 1
    fi
    sleep 1
  done
  sleep $((interval + 1))
  echo "hv upgrade: hv@$port is back in rotation"
done
echo "hv upgrade: done"
