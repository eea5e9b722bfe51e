#!/usr/bin/env bash
# Pondside's two commands.
#   ./dev.sh run  [serve.py options]   set up the pinned runtime, then serve the app (prints its URL)
#   ./dev.sh test [pytest options]     set up, install what the tests need (pinned), run ALL tests
#   ./dev.sh test PATH... [options]    the same, for those test files or folders only
#   ./dev.sh build DIR                 set up, then write the static site into DIR (tools/build.py)
set -euo pipefail
cd "$(dirname "$0")"

PY="${PYTHON:-python3}"

need_python() {
  "$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' 2>/dev/null \
    || { echo "dev.sh: Python 3.11+ is required as '$PY'" >&2; exit 1; }
}

need_node() {
  if ! command -v node >/dev/null || ! command -v npm >/dev/null; then
    echo "dev.sh: installing Node.js and npm (Debian packages)" >&2
    apt_install nodejs npm
  fi
}

APT_UPDATED=0
apt_install() {
  if [ "$(id -u)" != 0 ]; then
    echo "dev.sh: please install: $* (needs root: apt-get install $*)" >&2
    exit 1
  fi
  if [ "$APT_UPDATED" = 0 ]; then
    DEBIAN_FRONTEND=noninteractive apt-get update -qq </dev/null
    APT_UPDATED=1
  fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" </dev/null
}

setup() {
  need_python
  need_node
  "$PY" tools/setup.py
}

venv() {
  local stamp=.venv/.requirements.sha256 want
  want="$(sha256sum requirements-test.txt | cut -d' ' -f1)"
  if [ ! -x .venv/bin/python ] || [ "$(cat "$stamp" 2>/dev/null)" != "$want" ]; then
    echo "dev.sh: creating .venv with requirements-test.txt"
    if ! "$PY" -m venv .venv; then
      apt_install python3-venv
      "$PY" -m venv .venv
    fi
    .venv/bin/python -m pip install -q --disable-pip-version-check -r requirements-test.txt
    echo "$want" > "$stamp"
  fi
}

case "${1:-}" in
  run)
    shift
    setup
    exec "$PY" serve.py "$@"
    ;;
  test)
    shift
    setup
    if [ ! -x /usr/bin/chromium ]; then
      echo "dev.sh: installing Chromium (Debian package) for the browser tests"
      apt_install chromium
    fi
    # the tests that connect two browsers run them in a private network namespace (tests/browser/netns.py)
    if ! command -v ip >/dev/null 2>&1; then
      echo "dev.sh: installing iproute2 (Debian package) for the private test network"
      apt_install iproute2
    fi
    venv
    set +e
    # the whole suite, or only the test paths given (./dev.sh test tests/app/test_serve.py -q)
    paths=(tests)
    for a in "$@"; do
      case "$a" in -*) ;; *) [ -e "${a%%::*}" ] && paths=() ;; esac
    done
    # the whole suite starts with the linter (pyproject.toml's [tool.ruff]); its findings fail the run, after
    # the tests have run too
    lint=0
    if [ "${paths[*]}" = tests ]; then
      echo "dev.sh: ruff check"
      .venv/bin/ruff check . || lint=1
    fi
    .venv/bin/python -m pytest "${paths[@]}" "$@"
    rc=$?
    set -e
    if [ "$lint" = 1 ] && [ "$rc" = 0 ]; then
      echo "dev.sh: the tests passed, but ruff found problems (above): that is a failure" >&2
      exit 1
    fi
    if [ "$rc" = 5 ]; then
      echo "dev.sh: pytest collected no tests: that is a failure" >&2
      exit 1
    fi
    exit "$rc"
    ;;
  build)
    shift
    if [ "$#" != 1 ]; then
      echo "usage: ./dev.sh build DIR" >&2
      exit 2
    fi
    setup
    exec "$PY" tools/build.py "$1"
    ;;
  *)
    echo "usage: ./dev.sh run [--port N] [--host H] [--base /x/]   |   ./dev.sh test [pytest args]   |   ./dev.sh build DIR" >&2
    exit 2
    ;;
esac
