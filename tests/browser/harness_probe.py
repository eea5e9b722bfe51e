"""Not collected by default (tests/browser/test_harness.py runs it in a pytest of its own): a test whose
renderer crashes on its first run, to show that the harness starts a fresh browser and runs it once more."""
import os
from pathlib import Path


def test_a_test_that_leaves_a_context_open(browser):
    if os.environ.get("PONDSIDE_PROBE_LEAVE") != "1":
        return
    browser.new_context().new_page()            # never closed: the harness closes it and says so
    # (first in the file: after the last test the session's browser closes, and every context with it)


def test_a_renderer_that_crashes_once(page):
    marker = Path(os.environ["PONDSIDE_PROBE_DIR"]) / "crashed-once"
    if not marker.exists():
        marker.write_text("1")
        try:
            page.goto("chrome://crash", timeout=10_000)
        except Exception:  # noqa: BLE001 - the navigation is aborted by the crash
            pass
    assert page.evaluate("1 + 1") == 2


def test_a_renderer_that_crashes_every_time(page):
    if os.environ.get("PONDSIDE_PROBE_ALWAYS") != "1":
        return
    try:
        page.goto("chrome://crash", timeout=10_000)
    except Exception:  # noqa: BLE001
        pass
    assert page.evaluate("1 + 1") == 2
