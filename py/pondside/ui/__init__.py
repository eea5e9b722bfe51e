"""Pure (browser-free) helpers shared by every game's view and the app shell."""
