// Stylesheets mean nothing in jsdom: an import of one gives an empty module.
export default {};
