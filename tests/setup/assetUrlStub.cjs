// An asset imported for its URL (`./icons.svg?no-inline`): under jest, the file's own name stands for the built one.
module.exports = '/assets/icons.svg';
