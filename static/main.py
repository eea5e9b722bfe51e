# PyScript compiles this script from source on every boot, so it stays this small: the browser layer is
# static/pondside_browser.py, shipped as bytecode in the app archive (tools/setup.py).
import pondside_browser

pondside_browser.main()
