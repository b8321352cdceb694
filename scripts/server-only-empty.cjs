// See server-only-hooks.mjs.
module.exports = {};
