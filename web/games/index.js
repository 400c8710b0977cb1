// Every game the site can show: one import per game module (each calls registerGame, web/registry.js).
import "./evolution.js";
import "./s-evolution.js";
