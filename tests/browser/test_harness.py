"""The browser harness itself (issue 43, point 3): a test whose renderer crashes runs once more in a fresh
browser and the run names it; a test that crashes twice fails."""
import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent


def run_probe(tmp_path, always=False, leave_open=False):
    env = dict(os.environ, PONDSIDE_PROBE_DIR=str(tmp_path), PONDSIDE_PROBE_ALWAYS="1" if always else "0",
               PONDSIDE_PROBE_LEAVE="1" if leave_open else "0")
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           str(HERE / "harness_probe.py")], cwd=HERE.parents[1], env=env, capture_output=True,
                          text=True, timeout=300)


def test_a_test_whose_renderer_crashed_runs_again_in_a_fresh_browser_and_is_named(browser, tmp_path):
    r = run_probe(tmp_path)
    out = r.stdout + r.stderr
    assert r.returncode == 0, out
    assert "3 passed" in out, out
    assert "renderer crashed in 1 test(s)" in out and "renderer crash: " in out and "crashes_once" in out, out
    # the crash is said with what the kernel says (no out-of-memory kill here), and its dump told apart as one
    # made on purpose (chrome://crash), not a crash of the page
    assert "by the kernel during it" in out or "killed" in out or "cannot be read" in out, out
    assert "of a renderer crashed on purpose (chrome://crash), 0 other" in out, out


def test_a_context_a_test_leaves_open_is_closed_and_named(browser, tmp_path):
    r = run_probe(tmp_path, leave_open=True)
    out = r.stdout + r.stderr
    assert r.returncode == 0, out
    assert "left browser contexts open; the harness closed them" in out and "leaves_a_context_open (1)" in out, out


def test_a_test_whose_renderer_crashes_twice_fails(browser, tmp_path):
    r = run_probe(tmp_path, always=True)
    out = r.stdout + r.stderr
    assert r.returncode == 1, out
    assert "1 failed" in out and "Target crashed" in out, out
    assert "renderer crash: " in out, out
