// Starts the interpreter's boot as soon as the page's module scripts run (see `start` in ./pyodide.mjs),
// instead of when PyScript gets round to importing its interpreter module.
import { start } from "./pyodide.mjs";

start();
