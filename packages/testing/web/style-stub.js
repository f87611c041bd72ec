// Style sheets are the build's business; a test imports them as nothing.
module.exports = {};
