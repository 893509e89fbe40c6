#!/usr/bin/env bash
# A first install or a release of the shop, migrations first, in one command:
#   k8s/release.sh k8s/overlays/prod [namespace]
# 1. the previous migration Jobs are deleted (Jobs are immutable);
# 2. everything but the shop's Deployments (and their Services, HPAs, PDBs) is applied: the
#    database cluster, NATS, Redis, configuration, policies and the new migration Jobs;
# 3. it waits for PostgreSQL and for every migration Job to complete; a Job that fails (or
#    does not finish within RELEASE_TIMEOUT) stops the release here, its logs shown, and no
#    running pod is replaced;
# 4. the rest is applied and the rollout awaited.
# The services run with MIGRATE_ON_START=false, so none migrates on its own: a pod of the new
# version refuses to start while a migration is pending.
# KUBECTL names the kubectl to use (default: kubectl on PATH); RELEASE_TIMEOUT each wait's limit.
set -euo pipefail

overlay=${1:?usage: k8s/release.sh <overlay directory> [namespace]}
ns=${2:-arogya}
kubectl=${KUBECTL:-kubectl}
timeout=${RELEASE_TIMEOUT:-10m}
migrations='app.kubernetes.io/component=migration'
# the workloads that run the shop's code, and the objects that go with them
workloads='app.kubernetes.io/component in (service,gateway)'
not_workloads='app.kubernetes.io/component notin (service,gateway)'

step() { echo "release: $*"; }

step "1/4 removing the previous migration Jobs"
"$kubectl" -n "$ns" delete job -l "$migrations" --ignore-not-found

step "2/4 applying $overlay without the shop's workloads (infrastructure, config, migration Jobs)"
"$kubectl" apply -k "$overlay" -l "$not_workloads"

step "3/4 waiting for PostgreSQL and the migrations (at most $timeout each)"
"$kubectl" -n "$ns" wait --for=condition=Ready cluster/arogya-postgres --timeout="$timeout"
if ! "$kubectl" -n "$ns" wait --for=condition=complete job -l "$migrations" --timeout="$timeout"; then
  echo "release: a migration did not complete; nothing was rolled out. Its logs:" >&2
  "$kubectl" -n "$ns" logs -l "$migrations" --tail=50 --prefix >&2 || true
  exit 1
fi

step "4/4 rolling out the shop's workloads"
"$kubectl" apply -k "$overlay" -l "$workloads"
"$kubectl" -n "$ns" rollout status deployment -l "$workloads" --timeout="$timeout"
step "done"
